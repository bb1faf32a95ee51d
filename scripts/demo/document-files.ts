/**
 * Documents attached to stories: small but valid PDFs (one page, built-in Helvetica, no
 * timestamps so the bytes never change) and CSV data sheets.
 */

export interface DocumentLine {
    text: string;
    size?: number;
    bold?: boolean;
    gap?: number;
}

function escapePdf(text: string): string {
    if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`PDF text must be plain ASCII: ${text}`);
    return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page A4 PDF with a coloured header band and lines of text. */
export function pdfDocument(title: string, lines: DocumentLine[]): Buffer {
    const ops: string[] = [
        '0.055 0.486 0.4 rg 0 772 595 70 re f',
        'BT 1 1 1 rg /F2 20 Tf 48 798 Td',
        `(${escapePdf(title)}) Tj ET`,
    ];
    let y = 730;
    for (const line of lines) {
        const size = line.size ?? 11;
        y -= line.gap ?? size + 7;
        ops.push(
            `BT 0.07 0.13 0.18 rg /${line.bold ? 'F2' : 'F1'} ${size} Tf 48 ${y} Td (${escapePdf(line.text)}) Tj ET`,
        );
    }
    ops.push(
        'BT 0.4 0.45 0.5 rg /F1 8 Tf 48 40 Td (Northwind Mobility NV - press@northwind.example - newsroom.northwind.example) Tj ET',
    );
    const stream = ops.join('\n');
    const objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
        `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
        `<< /Title (${escapePdf(title)}) /Author (Northwind Mobility) /Producer (Northwind demo generator) >>`,
    ];
    let body = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((object, i) => {
        offsets.push(Buffer.byteLength(body, 'latin1'));
        body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${offset.toString().padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
}

/** RFC 4180 CSV with CRLF line ends. */
export function csvDocument(rows: (string | number)[][]): Buffer {
    const cell = (value: string | number) => {
        const text = String(value);
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    return Buffer.from(`${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
