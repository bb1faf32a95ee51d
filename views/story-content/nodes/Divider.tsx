/** A thematic break between parts of the story. */
export function Divider() {
    return <hr className="content-divider" />;
}
