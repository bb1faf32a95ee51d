import type { MarketOption } from '../site-context';

/**
 * A market's name as the switcher and the markets page show it: without the brand every market
 * shares (`Belgium`), while a screen reader reads the whole name (`Acme Belgium`), which alone
 * says which company's market it is. Names come from the newsroom in any script, hence `dir="auto"`.
 */
export function MarketName({ option }: { option: MarketOption }) {
    if (option.label === option.fullName) return <span dir="auto">{option.label}</span>;
    return (
        <span dir="auto">
            <span aria-hidden="true">{option.label}</span>
            <span className="visually-hidden">{option.fullName}</span>
        </span>
    );
}
