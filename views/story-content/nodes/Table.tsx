import { z } from 'zod';
import { usePageLanguage } from '../../site-context';
import { renderEach } from '../render-each';
import { ChildrenSchema, parseNode } from '../schemas';
import { List } from './List';
import { Paragraph } from './Paragraph';

const span = z.number().int().min(1).max(1000).optional().catch(undefined);

const TableSchema = z.looseObject({
    type: z.literal('table'),
    header: z.array(z.string()).catch([]),
    // The editor's column widths, in its own units: only their proportions matter.
    colSizes: z.array(z.number().positive().finite()).optional().catch(undefined),
    children: ChildrenSchema,
});
const RowSchema = z.looseObject({ type: z.literal('table-row'), children: ChildrenSchema });
const CellSchema = z.looseObject({
    type: z.literal('table-cell'),
    children: ChildrenSchema,
    colSpan: span,
    rowSpan: span,
    // Older documents spell them in lower case.
    colspan: span,
    rowspan: span,
});
type Cell = z.infer<typeof CellSchema>;

/**
 * A data table. The editor marks the first row and/or first column as headers; those cells
 * become <th> with their scope. The table scrolls sideways inside its frame on small screens.
 */
export function Table({ node }: { node: unknown }) {
    const { t } = usePageLanguage();
    const table = parseNode(TableSchema, node);
    if (!table) return null;
    const rows = table.children.flatMap((row) => {
        const parsed = parseNode(RowSchema, row);
        return parsed ? [parsed.children.flatMap((cell) => parseNode(CellSchema, cell) ?? [])] : [];
    });
    if (rows.every((cells) => cells.length === 0)) return null;
    const headRow = table.header.includes('first_row') ? rows[0] : undefined;
    const bodyRows = headRow ? rows.slice(1) : rows;
    const firstColumnIsHeader = table.header.includes('first_column');
    const columns = columnWidths(table.colSizes);
    return (
        // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: labelled scroll region, see above
        <section className="content-table" aria-label={t('story.tableCaption')} tabIndex={0}>
            <table className={columns ? 'content-table--sized' : undefined}>
                {columns ? (
                    <colgroup>
                        {renderEach(columns, (percent) => (
                            <col className={`content-col-${percent}`} />
                        ))}
                    </colgroup>
                ) : null}
                {headRow ? (
                    <thead>
                        <tr>
                            {renderEach(headRow, (cell) => (
                                <TableCell cell={cell} header="col" />
                            ))}
                        </tr>
                    </thead>
                ) : null}
                <tbody>
                    {renderEach(bodyRows, (cells) => (
                        <tr>
                            {renderEach(cells, (cell) => (
                                <TableCell
                                    cell={cell}
                                    header={firstColumnIsHeader && cell === cells[0] ? 'row' : null}
                                />
                            ))}
                        </tr>
                    ))}
                </tbody>
            </table>
        </section>
    );
}

/** Column widths snapped to a step of the stylesheet (content-col-5 … content-col-100). */
const COLUMN_STEP = 5;

/**
 * The editor's column sizes as shares of the table, in steps of 5% (inline styles are not
 * allowed), each column at least one step; null without sizes for every column.
 */
function columnWidths(sizes: number[] | undefined): number[] | null {
    if (!sizes || sizes.length < 2) return null;
    const total = sizes.reduce((sum, size) => sum + size, 0);
    return sizes.map((size) => Math.max(COLUMN_STEP, Math.round((size / total) * (100 / COLUMN_STEP)) * COLUMN_STEP));
}

function TableCell({ cell, header }: { cell: Cell; header: 'col' | 'row' | null }) {
    const content = renderEach(cell.children, (child) => <CellBlock node={child} />);
    const colSpan = cell.colSpan ?? cell.colspan;
    const rowSpan = cell.rowSpan ?? cell.rowspan;
    // An empty header cell names nothing: a plain cell, so no column or row has a blank header.
    if (header && !isBlankCell(cell.children)) {
        return (
            <th scope={header} colSpan={colSpan} rowSpan={rowSpan}>
                {content}
            </th>
        );
    }
    return (
        <td colSpan={colSpan} rowSpan={rowSpan}>
            {content}
        </td>
    );
}

/** Table cells hold paragraphs and lists only. */
function CellBlock({ node }: { node: unknown }) {
    const type = typeof node === 'object' && node !== null && 'type' in node ? node.type : null;
    if (type === 'paragraph') return <Paragraph node={node} />;
    if (type === 'bulleted-list' || type === 'numbered-list') return <List node={node} />;
    return null;
}

/** Whether a cell's nodes hold no text at all (`text` leaves, however deeply nested). */
function isBlankCell(nodes: unknown): boolean {
    if (Array.isArray(nodes)) return nodes.every(isBlankCell);
    if (typeof nodes !== 'object' || nodes === null) return true;
    const { text, children } = nodes as { text?: unknown; children?: unknown };
    if (typeof text === 'string' && text.trim() !== '') return false;
    return isBlankCell(children ?? []);
}
