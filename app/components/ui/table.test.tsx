import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Table, type Column } from "./table";

interface Row {
  page: string;
  views: number;
}
const rows: Row[] = [
  { page: "/b", views: 5 },
  { page: "/a", views: 20 },
  { page: "/c", views: 1 },
];
const columns: Column<Row>[] = [
  { key: "page", header: "Page", cell: (row) => row.page, sortValue: (row) => row.page },
  { key: "views", header: "Views", cell: (row) => String(row.views), numeric: true, sortValue: (row) => row.views },
];
const rowHeaders = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((th) => th.textContent);

describe("Table", () => {
  it("is a real table: a caption, column headers and row headers with their scope", () => {
    render(<Table columns={columns} rows={rows} rowKey={(row) => row.page} rowHeaders caption="Top pages" empty="" />);
    const table = screen.getByRole("table", { name: "Top pages" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.getAttribute("scope")),
    ).toEqual(["col", "col"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.getAttribute("scope")),
    ).toEqual(["row", "row", "row"]);
  });

  it("sorts by a header's button, says so with aria-sort, and turns the order round on a second click", async () => {
    render(<Table columns={columns} rows={rows} rowKey={(row) => row.page} rowHeaders narrow="table" empty="" />);
    const [page, views] = screen.getAllByRole("columnheader");
    expect(rowHeaders()).toEqual(["/b", "/a", "/c"]);
    expect(page).toHaveAttribute("aria-sort", "none");

    await userEvent.click(within(views!).getByRole("button", { name: "Views" }));
    expect(views).toHaveAttribute("aria-sort", "descending");
    expect(page).toHaveAttribute("aria-sort", "none");
    expect(rowHeaders()).toEqual(["/a", "/b", "/c"]);

    await userEvent.click(within(views!).getByRole("button", { name: "Views" }));
    expect(views).toHaveAttribute("aria-sort", "ascending");
    expect(rowHeaders()).toEqual(["/c", "/b", "/a"]);

    await userEvent.click(within(page!).getByRole("button", { name: "Page" }));
    expect(page).toHaveAttribute("aria-sort", "ascending");
    expect(views).toHaveAttribute("aria-sort", "none");
    expect(rowHeaders()).toEqual(["/a", "/b", "/c"]);
  });

  it("has no sort button on a column without a sort value", () => {
    const plain = columns.map(({ sortValue: _, ...column }) => column);
    render(<Table columns={plain} rows={rows} rowKey={(row) => row.page} narrow="table" empty="" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getAllByRole("columnheader")[0]).not.toHaveAttribute("aria-sort");
  });

  it("shows the empty state instead of an empty table", () => {
    render(<Table columns={columns} rows={[]} rowKey={(row) => row.page} empty="No data for this period." />);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText("No data for this period.")).toBeInTheDocument();
  });

  it("lists the rows for narrow screens with every column's label, in the sorted order", async () => {
    render(<Table columns={columns} rows={rows} rowKey={(row) => row.page} rowHeaders empty="" />);
    await userEvent.click(screen.getByRole("button", { name: "Views" }));
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(["/a", "/b", "/c"]);
    expect(within(items[0]!).getByRole("term")).toHaveTextContent("Views");
    expect(within(items[0]!).getByRole("definition")).toHaveTextContent("20");
  });
});
