/// The report page's inline style and script: no file beside the page but the images,
/// nothing loaded from the network.
extension HTMLReport {
    static let style = """

    :root { color-scheme: light; --changed: #d70015; --added: #248a3d; --removed: #8e8e93; --unchanged: #0a84ff; }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0; font: 14px/1.45 -apple-system, "Helvetica Neue", "DejaVu Sans", sans-serif; color: #1d1d1f; background: #f5f5f7; }
    header, main { max-width: 1400px; margin: 0 auto; padding: 16px 24px; }
    h1 { font-size: 22px; margin: 8px 0; }
    h2 { font-size: 16px; margin: 0 0 4px; word-break: break-all; }
    code { font-size: 13px; }
    .verdict { font-size: 14px; padding: 2px 10px; border-radius: 10px; color: #fff; vertical-align: middle; }
    .verdict.passed { background: var(--added); }
    .verdict.failed { background: var(--changed); }
    .filters { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0; }
    .filter { background: #fff; border: 1px solid #d2d2d7; border-radius: 8px; padding: 4px 10px; cursor: pointer; }
    .filter .count { font-weight: 600; }
    .contents { margin: 0; padding-left: 20px; }
    .badge { font-size: 12px; padding: 1px 7px; border-radius: 8px; color: #fff; }
    .badge.changed { background: var(--changed); }
    .badge.added { background: var(--added); }
    .badge.removed { background: var(--removed); }
    .badge.unchanged { background: var(--unchanged); }
    section.image { background: #fff; border: 1px solid #d2d2d7; border-radius: 12px; padding: 16px; margin: 0 0 16px; }
    section.image.failed { border-color: var(--changed); }
    .summary { margin: 0 0 8px; }
    .figures { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 12px; }
    .figures dt { color: #6e6e73; }
    .figures dd { margin: 0; font-variant-numeric: tabular-nums; }
    .side-by-side { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
    figure { margin: 0; }
    .unified-diff { background: #f5f5f7; border: 1px solid #d2d2d7; border-radius: 8px; padding: 8px 12px; overflow-x: auto; margin: 0 0 12px; }
    .unified-diff .added { color: #116329; background: #dafbe1; }
    .unified-diff .removed { color: #a40e26; background: #ffebe9; }
    .unified-diff .hunk { color: #6e6e73; }
    .frames { margin: 0 0 8px; }
    .frame-diffs { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px; margin: 12px 0 0; }
    figure img, .stage img { display: block; max-width: 100%; height: auto; background: repeating-conic-gradient(#e8e8ed 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    figure img { width: 100%; border: 1px solid #d2d2d7; }
    .pixelated img { image-rendering: pixelated; }
    figcaption { color: #6e6e73; font-size: 12px; margin-top: 2px; }
    .compare { margin-top: 16px; }
    .modes { display: flex; gap: 4px; margin-bottom: 8px; }
    .modes button { font: inherit; border: 1px solid #d2d2d7; background: #fff; border-radius: 6px; padding: 2px 10px; cursor: pointer; }
    .modes button[aria-pressed="true"] { background: #1d1d1f; color: #fff; border-color: #1d1d1f; }
    .stage { position: relative; width: 100%; max-width: 520px; overflow: hidden; border: 1px solid #d2d2d7; }
    .stage img { position: absolute; left: 0; top: 0; max-width: none; }
    .divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--changed); pointer-events: none; }
    .compare[data-mode="onion"] .divider { display: none; }
    .control { display: flex; align-items: center; gap: 8px; max-width: 520px; margin-top: 6px; color: #6e6e73; }
    .control input { flex: 1; }
    .empty { color: #6e6e73; }
    .test, .accept { margin: 0 0 8px; }
    .accept code { user-select: all; background: #f5f5f7; padding: 1px 4px; border-radius: 4px; }
    section.incomplete { border: 1px solid var(--changed); border-radius: 12px; padding: 8px 16px; margin: 12px 0; background: #fff; }
    """

    static let script = """

    (function () {
      var filters = document.querySelectorAll('.filters input');
      function applyFilters() {
        var shown = {};
        filters.forEach(function (box) { shown[box.value] = box.checked; });
        var visible = 0;
        document.querySelectorAll('section.image').forEach(function (section) {
          section.hidden = !shown[section.dataset.status];
          if (!section.hidden) { visible += 1; }
        });
        document.querySelector('.empty').hidden = visible > 0;
      }
      filters.forEach(function (box) { box.addEventListener('change', applyFilters); });

      document.querySelectorAll('.compare').forEach(function (compare) {
        var over = compare.querySelector('.over');
        var divider = compare.querySelector('.divider');
        var position = compare.querySelector('input.position');
        var opacity = compare.querySelector('input.opacity');
        function show() {
          if (compare.dataset.mode === 'slider') {
            over.style.opacity = '1';
            over.style.clipPath = 'inset(0 0 0 ' + position.value + '%)';
            divider.style.left = position.value + '%';
          } else {
            over.style.clipPath = 'none';
            over.style.opacity = String(opacity.value / 100);
          }
        }
        compare.querySelectorAll('.modes button').forEach(function (button) {
          button.addEventListener('click', function () {
            compare.dataset.mode = button.dataset.mode;
            compare.querySelectorAll('.modes button').forEach(function (other) {
              other.setAttribute('aria-pressed', String(other === button));
            });
            compare.querySelector('.slider-control').hidden = button.dataset.mode !== 'slider';
            compare.querySelector('.onion-control').hidden = button.dataset.mode !== 'onion';
            show();
          });
        });
        position.addEventListener('input', show);
        opacity.addEventListener('input', show);
      });
      applyFilters();
    })();
    """
}
