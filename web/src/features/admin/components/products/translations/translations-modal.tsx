import { useId, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "react-toastify";
import {
  LOCALE_LABELS,
  TRANSLATED_LOCALES,
  productTranslationInputSchema,
  type Product,
  type ProductTranslationsAnswer,
  type TranslatedField,
  type TranslatedLocale,
  type WithId,
} from "@shop/domain";
import { Field, SelectField, TextAreaField } from "@/components/ui/fields/field";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { useProductTranslations } from "../../../api/products/get-product-translations";
import { useSetProductTranslation } from "../../../api/products/set-product-translation";
import { draftOf, inputOf, type TranslationDraft } from "./translation-draft";

interface TranslationsModalProps {
  product: WithId<Product> | null;
  onClose: () => void;
}

/** A field's label with the 'Missing' mark while the language has no text for it. */
const labelOf = (text: string, missing: boolean): ReactNode => (
  <>
    {text}
    {missing && <strong className="low-stock-mark"> Missing</strong>}
  </>
);

/**
 * Manage Product: a product's words in German and French (issue 51) beside the English text; an
 * empty field falls back to English on the shop's pages and is marked 'Missing'.
 */
export function TranslationsModal({ product, onClose }: TranslationsModalProps) {
  const formId = useId();
  const [locale, setLocale] = useState<TranslatedLocale>("de");
  const [draft, setDraft] = useState<TranslationDraft | null>(null);
  const [error, setError] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const translations = useProductTranslations(product?._id ?? null);
  const save = useSetProductTranslation();
  const answer = translations.data;

  function close() {
    setDraft(null);
    setError("");
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!product || !answer || !draft) return;
    const parsed = productTranslationInputSchema.safeParse(inputOf(answer.english, draft));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the translation's fields");
      return;
    }
    setError("");
    save.mutate(
      { id: product._id, locale, translation: parsed.data, idempotencyKey: key },
      {
        onSuccess: (saved) => {
          toast.success(`${product.name}: ${LOCALE_LABELS[locale]} saved`);
          setDraft(draftOf(saved.english, saved.translations[locale]));
          setKey(crypto.randomUUID());
        },
        onError: (err) => toast.error(`Fail to save the translation of ${product.name}: ${err.message}`),
      },
    );
  }

  return (
    <Modal
      open={product !== null}
      title="Translations"
      onClose={close}
      actions={
        <>
          <button className="btn" type="submit" form={formId} disabled={save.isPending || !answer}>
            {save.isPending ? "Saving…" : "Save"}
          </button>
          <button className="btn btn--ghost" type="button" onClick={close}>
            Close
          </button>
        </>
      }
    >
      {product && !answer && translations.status === "pending" && (
        <Spinner label="Loading the translations" />
      )}
      {translations.status === "error" && <p role="alert">{translations.error.message}</p>}
      {answer && (
        <form id={formId} className="admin-modal-form" noValidate onSubmit={submit}>
          <SelectField
            label="Language"
            value={locale}
            onChange={(e) => {
              setLocale(e.target.value as TranslatedLocale);
              setDraft(null);
              setKey(crypto.randomUUID());
            }}
          >
            {TRANSLATED_LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_LABELS[l]}
              </option>
            ))}
          </SelectField>
          <TranslationFields
            answer={answer}
            missing={answer.missing[locale]}
            draft={draft ?? draftOf(answer.english, answer.translations[locale])}
            onChange={setDraft}
          />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}

interface TranslationFieldsProps {
  answer: ProductTranslationsAnswer;
  missing: TranslatedField[];
  draft: TranslationDraft;
  onChange: (draft: TranslationDraft) => void;
}

/** Each translated field with the English text as its hint. */
function TranslationFields({ answer, missing, draft, onChange }: TranslationFieldsProps) {
  const { english } = answer;
  const set = (part: Partial<TranslationDraft>) => onChange({ ...draft, ...part });
  const text = (name: "name" | "seoTitle" | "seoDescription" | "slug", label: string, en: string) => (
    <Field
      label={labelOf(label, !draft[name].trim())}
      hint={`English: ${en || "(none)"}`}
      autoComplete="off"
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value })}
    />
  );
  return (
    <>
      <p className="field__hint">
        {missing.length > 0
          ? `Shown in English on the shop's pages until translated: ${missing.join(", ")}.`
          : "Every field is translated."}
      </p>
      {text("name", "Name", english.name)}
      <TextAreaField
        label={labelOf("Description", !draft.description.trim())}
        hint={`English: ${english.description}`}
        rows={4}
        value={draft.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      {text("seoTitle", "SEO title", english.seoTitle)}
      {text("seoDescription", "SEO description", english.seoDescription)}
      {text("slug", "Page address", english.slug)}
      {english.photos.map((photo, i) => (
        <Field
          key={photo.url + String(i)}
          label={labelOf(`Photo ${i + 1} alt text`, !draft.photoAlt[i]?.trim())}
          hint={`English: ${photo.alt}`}
          autoComplete="off"
          value={draft.photoAlt[i] ?? ""}
          onChange={(e) => set({ photoAlt: draft.photoAlt.map((a, j) => (j === i ? e.target.value : a)) })}
        />
      ))}
      <TranslationRows draft={draft} english={english} onChange={set} />
    </>
  );
}

/** The specifications' and the options' words, row by row. */
function TranslationRows({
  draft,
  english,
  onChange,
}: {
  draft: TranslationDraft;
  english: ProductTranslationsAnswer["english"];
  onChange: (part: Partial<TranslationDraft>) => void;
}) {
  const spec = (i: number, part: "label" | "value", value: string) =>
    onChange({
      specifications: draft.specifications.map((s, j) => (j === i ? { ...s, [part]: value } : s)),
    });
  const option = (
    i: number,
    change: (o: TranslationDraft["options"][number]) => TranslationDraft["options"][number],
  ) => onChange({ options: draft.options.map((o, j) => (j === i ? change(o) : o)) });
  return (
    <>
      {english.specifications.map((s, i) => (
        <fieldset key={`spec-${String(i)}`}>
          <legend>{`Specification: ${s.label}`}</legend>
          {(["label", "value"] as const).map((part) => (
            <Field
              key={part}
              label={labelOf(part === "label" ? "Label" : "Value", !draft.specifications[i]?.[part].trim())}
              hint={`English: ${s[part]}`}
              autoComplete="off"
              value={draft.specifications[i]?.[part] ?? ""}
              onChange={(e) => spec(i, part, e.target.value)}
            />
          ))}
        </fieldset>
      ))}
      {english.options.map((o, i) => (
        <fieldset key={o.name}>
          <legend>{`Option: ${o.name}`}</legend>
          <Field
            label={labelOf("Option name", !draft.options[i]?.name.trim())}
            hint={`English: ${o.name}`}
            autoComplete="off"
            value={draft.options[i]?.name ?? ""}
            onChange={(e) => option(i, (d) => ({ ...d, name: e.target.value }))}
          />
          {o.values.map((v) => (
            <Field
              key={v}
              label={labelOf(`Value ${v}`, !draft.options[i]?.values[v]?.trim())}
              hint={`English: ${v}`}
              autoComplete="off"
              value={draft.options[i]?.values[v] ?? ""}
              onChange={(e) => option(i, (d) => ({ ...d, values: { ...d.values, [v]: e.target.value } }))}
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}
