// Course-list URLs by category, one rule for the header menu, the home page and the list page itself.
export function courseListHref(parentId: number, childId?: number): string {
  return childId
    ? `/courselist?pcourseTypeId=${parentId}&courseTypeId=${childId}`
    : `/courselist?pcourseTypeId=${parentId}`
}
