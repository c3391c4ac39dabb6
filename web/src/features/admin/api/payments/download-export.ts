import type { Period } from "@shop/domain";
import { useMutation } from "@tanstack/react-query";
import { apiFetchFile } from "@/lib/api/api-client";
import { saveFile } from "@/lib/files/save-file";

export type ExportKind = "payments" | "orders";

const EXPORT_PATHS: Record<ExportKind, string> = {
  payments: "/payments/export.csv",
  orders: "/orders/export.csv",
};

/** GET /payments/export.csv or /orders/export.csv (admin) with the admin's ID token, saved as a file. */
export async function downloadExport(kind: ExportKind, period: Period): Promise<void> {
  const { blob, fileName } = await apiFetchFile(EXPORT_PATHS[kind], { from: period.from, to: period.to });
  saveFile(blob, fileName ?? `${kind}-${period.from}-to-${period.to}.csv`);
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: ({ kind, period }: { kind: ExportKind; period: Period }) => downloadExport(kind, period),
    meta: { forbiddenIsAnswer: true },
  });
}
