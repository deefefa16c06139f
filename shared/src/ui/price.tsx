const formatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** An amount in rupees, with the rupee sign (docs/product-rules.md "Timings and constants"). */
export function formatRupees(amount: number): string {
  return formatter.format(amount);
}

export function Price({ amount, unit }: { amount: number; unit?: string }) {
  return (
    <span>
      {formatRupees(amount)}
      {unit ? ` ${unit}` : null}
    </span>
  );
}
