import { toast } from "react-toastify";
import type { ProductInput } from "@shop/domain";
import { useCreateProduct } from "../api/products/create-product";
import { imageUploadMode } from "@/lib/forms/image-upload";
import { AddProductForm, type SaveResult } from "../components/products/add-product-form";
import "../admin.css";

const MODE = imageUploadMode();

export function Component() {
  const { mutateAsync: createProduct } = useCreateProduct();
  async function save(input: ProductInput): Promise<SaveResult> {
    try {
      await createProduct(input);
      toast.success("Product added successfully");
      return { saved: true };
    } catch (err) {
      toast.error("Failed to add the New Product");
      return { saved: false, reason: err instanceof Error ? err.message : "Please try again." };
    }
  }
  return (
    <section className="page admin-page">
      <h1>Add Product</h1>
      <AddProductForm imageMode={MODE} onSave={save} />
    </section>
  );
}
