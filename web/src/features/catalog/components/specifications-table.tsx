import type { ProductSpecification } from "@shop/domain";

/** The product's specifications: one row per label and value. */
export function SpecificationsTable({ rows }: { rows: ProductSpecification[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="specifications" aria-labelledby="specifications-heading">
      <h2 id="specifications-heading">Specifications</h2>
      <table className="specifications__table">
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${i}:${row.label}`}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
