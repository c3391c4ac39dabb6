/**
 * One figure per day as a uPlot chart (canvas): dates on the x axis (UTC days), money or counts
 * on the y axis, a tooltip that follows the pointer, and the same figures as a table for screen
 * readers (the canvas is hidden from them). Follows its box's width, so it reads at 360 px.
 */
import { useEffect, useRef } from "react";
import uPlot, { type AlignedData, type Options } from "uplot";
import "uplot/dist/uPlot.min.css";
import { CURRENCY_SYMBOLS, formatMoney, isCurrency } from "@shop/domain";
import { compactDollars, daySeconds, longDay, shortDay } from "./format";

export interface DayPoint {
  date: string;
  value: number;
}

interface DayChartProps {
  title: string;
  /** What the table's value column is called. */
  valueLabel: string;
  points: DayPoint[];
  kind: "money" | "count";
  variant: "line" | "bars";
  /** The currency of a money chart (usd unless said). */
  currency?: string;
}

const HEIGHT = 220;
const INK = "#334155";
const GRID = "#e2e8f0";
const BRAND = "#0e7490";

function formatValue(kind: DayChartProps["kind"], value: number, currency = "usd"): string {
  return kind === "money" ? formatMoney(value, currency) : String(value);
}

/** '$1.2K' in the chart's currency ('€1.2K'). */
function compactMoney(cents: number, currency = "usd"): string {
  const symbol = isCurrency(currency) ? CURRENCY_SYMBOLS[currency] : "$";
  return compactDollars(cents).replace("$", symbol);
}

/** The tooltip: the day and its figure at the pointer, inside the chart's plotting area. */
function tooltipHook(kind: DayChartProps["kind"], points: DayPoint[], currency?: string) {
  let tip: HTMLDivElement | null = null;
  return (u: uPlot) => {
    if (!tip) {
      tip = document.createElement("div");
      tip.className = "day-chart__tip";
      u.over.appendChild(tip);
    }
    const idx = u.cursor.idx;
    const point = idx === null || idx === undefined ? undefined : points[idx];
    if (!point) {
      tip.hidden = true;
      return;
    }
    tip.hidden = false;
    tip.textContent = `${longDay(point.date)}: ${formatValue(kind, point.value, currency)}`;
    const left = u.cursor.left ?? 0;
    const flip = left > u.over.clientWidth / 2;
    tip.style.left = `${left}px`;
    tip.style.top = `${Math.max(0, u.valToPos(point.value, "y") - 36)}px`;
    tip.style.transform = flip ? "translateX(calc(-100% - 8px))" : "translateX(8px)";
  };
}

function chartOptions(props: DayChartProps, width: number): Options {
  const { kind, variant, points, title, currency } = props;
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
    cursor: { drag: { x: false, y: false }, y: false },
    scales: {
      x: { time: true },
      y: { range: (_u, min, max) => [Math.min(0, min), Math.max(max, kind === "count" ? 4 : 10_000)] },
    },
    series: [
      {},
      {
        label: title,
        stroke: BRAND,
        width: 2,
        fill: "rgba(14, 116, 144, 0.18)",
        points: { show: points.length <= 31 },
        ...(variant === "bars" ? { paths: uPlot.paths.bars?.({ size: [0.7, 28] }) } : {}),
      },
    ],
    axes: [
      {
        stroke: INK,
        grid: { stroke: GRID },
        ticks: { stroke: GRID },
        space: 56,
        values: (_u, splits) => splits.map(shortDay),
      },
      {
        stroke: INK,
        grid: { stroke: GRID },
        ticks: { stroke: GRID },
        size: 60,
        ...(kind === "count" ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] } : {}),
        values: (_u, splits) => splits.map((v) => (kind === "money" ? compactMoney(v, currency) : String(v))),
      },
    ],
    hooks: { setCursor: [tooltipHook(kind, points, currency)] },
  };
}

export function DayChart(props: DayChartProps) {
  const { title, valueLabel, points, kind, variant } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const width = () => Math.max(260, el.clientWidth);
    const data: AlignedData = [points.map((p) => daySeconds(p.date)), points.map((p) => p.value)];
    const options = chartOptions({ title, valueLabel, points, kind, variant }, width());
    const chart = new uPlot(options, data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [title, valueLabel, points, kind, variant]);

  return (
    <figure className="day-chart">
      <figcaption className="day-chart__title">{title}</figcaption>
      <div className="day-chart__plot" ref={box} aria-hidden="true" data-testid="day-chart" />
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <th scope="row">{longDay(p.date)}</th>
              <td>{formatValue(kind, p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
