export function StatsList({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="stats">
      {stats.map((stat) => (
        <div key={stat.label} className="stats__item">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
