import type { ReactNode } from 'react';

export interface MastodonServerFormProps {
    /** Our own route that checks the server and hands the visitor on (server/routes/share.ts, follow.ts). */
    action: string;
    /** What the route needs besides the server, sent as hidden fields. */
    hidden: Readonly<Record<string, string>>;
    fieldId: string;
    label: string;
    submitLabel: string;
    /** The form's and its row's classes: each form keeps its own look. */
    className: string;
    rowClassName: string;
    /** What the visitor typed, put back after a refused submission, and why it was refused. */
    value?: string;
    error?: string | null;
    children?: ReactNode;
}

/**
 * Asks for the visitor's Mastodon server with a plain GET form to our own server, which checks
 * the host and sends them on to a page of their server: no JavaScript, no third party in
 * between. The share form and the follow form are this form with their own route and fields.
 */
export function MastodonServerForm(props: MastodonServerFormProps) {
    const { action, hidden, fieldId, label, submitLabel, value = '', error = null } = props;
    const errorId = `${fieldId}-error`;
    return (
        <form className={props.className} action={action} method="get">
            {Object.entries(hidden).map(([name, hiddenValue]) => (
                <input key={name} type="hidden" name={name} value={hiddenValue} />
            ))}
            <label className="field__label" htmlFor={fieldId}>
                {label}
            </label>
            <span className={props.rowClassName}>
                <input
                    className="field__input"
                    id={fieldId}
                    name="instance"
                    type="text"
                    inputMode="url"
                    autoComplete="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    maxLength={300}
                    placeholder="mastodon.social"
                    dir="ltr"
                    defaultValue={value}
                    aria-invalid={error ? 'true' : undefined}
                    aria-describedby={error ? errorId : undefined}
                />
                <button className="button" type="submit">
                    {submitLabel}
                </button>
            </span>
            {error ? (
                <p className="field__error" id={errorId}>
                    {error}
                </p>
            ) : null}
        </form>
    );
}
