import EaselGraphics
import Foundation

/// Lays out a text storage's characters in text containers and draws them, like
/// TextKit's `NSLayoutManager`, with Easel's own text engine: the lines are the ones a
/// `Label` lays out (Pango's shaping and breaking), so glyphs sit where a label with the
/// same attributed text draws them.
///
/// What Easel models and what it does not:
/// - Glyph indices are the text's UTF-16 offsets: one glyph per UTF-16 unit, so
///   `glyphRange(forCharacterRange:actualCharacterRange:)` and its inverse are the
///   identity. A character drawn from several units (a surrogate pair, a cluster of
///   combining marks) gives each of its units its whole rectangle.
/// - The whole text is laid out in the first text container; text does not flow on
///   into later ones, which hold no glyphs. Layout is contiguous and redone in full
///   after any invalidation.
/// - Lines wrap by the first paragraph style's line break mode, as a label's do: a
///   wrapping mode breaks lines between words (characters), a truncating or clipping one
///   keeps each paragraph on one line, shortened on its own; the container's
///   `lineBreakMode`, when it truncates or clips, ends the last line that fits. Its
///   `maximumNumberOfLines` and its height limit the lines.
/// - Background colors, underlines and strikethroughs are drawn with the glyphs by
///   `drawGlyphs(forGlyphRange:at:)`, as Pango draws them; `drawBackground` draws
///   nothing of its own.
open class LayoutManager: NSObject {
    /// The text laid out, like `NSLayoutManager.textStorage`; set by
    /// `TextStorage.addLayoutManager(_:)`.
    open internal(set) weak var textStorage: TextStorage? {
        didSet { if textStorage !== oldValue { invalidateAllLayout() } }
    }
    /// The containers the text is laid out in, in order, like
    /// `NSLayoutManager.textContainers`.
    public private(set) var textContainers: [TextContainer] = []
    /// Hears about layout, like `NSLayoutManager.delegate`.
    open weak var delegate: LayoutManagerDelegate?
    /// Whether parts of the text may be laid out before what precedes them, like
    /// `NSLayoutManager.allowsNonContiguousLayout` (`false`): kept; Easel lays out the
    /// whole text at once.
    open var allowsNonContiguousLayout = false
    /// Whether some of the text is laid out out of order, like
    /// `NSLayoutManager.hasNonContiguousLayout`: never in Easel.
    open var hasNonContiguousLayout: Bool { false }
    /// Whether lines include the fonts' leading, like `NSLayoutManager.usesFontLeading`
    /// (`true`): kept; Easel's lines always do, as a label's do.
    open var usesFontLeading = true {
        didSet { if !usesFontLeading { Diagnostics.report("NSLayoutManager.usesFontLeading = false: Easel's lines keep the fonts' leading") } }
    }

    /// The attributes of characters that have none, and the font of the line an empty
    /// text shows: NSString drawing's defaults, or a text view's font and color.
    var typingAttributes = TextAttributes() {
        didSet { if typingAttributes != oldValue { invalidateAllLayout() } }
    }

    /// The layout of the text in the first container, until something changes.
    private var cachedLayout: ContainerLayout?

    /// A layout manager with no text and no containers, like `NSLayoutManager()`.
    public override init() {
        super.init()
    }

    // MARK: Containers

    /// Adds a container after the others, like `NSLayoutManager.addTextContainer(_:)`.
    open func addTextContainer(_ container: TextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts a container, like `NSLayoutManager.insertTextContainer(_:at:)`; an index
    /// past the end adds it at the end, with a diagnostic.
    open func insertTextContainer(_ container: TextContainer, at index: Int) {
        if let old = container.layoutManager, let oldIndex = old.textContainers.firstIndex(where: { $0 === container }) {
            old.removeTextContainer(at: oldIndex)
        }
        var index = index
        if !(0...textContainers.count).contains(index) {
            Diagnostics.report("NSLayoutManager.insertTextContainer(_:at:): index \(index) is out of 0...\(textContainers.count); added at the end")
            index = textContainers.count
        }
        textContainers.insert(container, at: index)
        container.layoutManager = self
        if textContainers.count == 2 {
            Diagnostics.report("NSLayoutManager: Easel lays the whole text out in the first text container; later containers hold no glyphs")
        }
        invalidateAllLayout()
    }

    /// Removes the container at `index`, like `NSLayoutManager.removeTextContainer(at:)`;
    /// an index out of range removes nothing, with a diagnostic.
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else {
            Diagnostics.report("NSLayoutManager.removeTextContainer(at:): index \(index) is out of range (\(textContainers.count) containers)")
            return
        }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        invalidateAllLayout()
    }

    /// Invalidates the layout after a container's size or line settings changed, like
    /// `NSLayoutManager.textContainerChangedGeometry(_:)`.
    open func textContainerChangedGeometry(_ container: TextContainer) {
        invalidateAllLayout()
    }

    func textContainerChangedGeometry(_ container: TextContainer, from oldSize: CGSize) {
        textContainerChangedGeometry(container)
        delegate?.layoutManager(self, textContainer: container, didChangeGeometryFrom: oldSize)
    }

    // MARK: Invalidation

    /// Hears that the text storage changed, like
    /// `NSLayoutManager.processEditing(for:edited:range:changeInLength:invalidatedRange:)`,
    /// which the text storage calls: the layout is invalidated.
    open func processEditing(for textStorage: TextStorage, edited editMask: TextStorage.EditActions,
                             range newCharRange: NSRange, changeInLength delta: Int,
                             invalidatedRange invalidatedCharRange: NSRange) {
        invalidateAllLayout()
    }

    /// Invalidates the layout of a range, like
    /// `NSLayoutManager.invalidateLayout(forCharacterRange:actualCharacterRange:)`:
    /// Easel lays the whole text out again, so the actual range is the whole text.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        actualCharRange?.pointee = NSRange(location: 0, length: numberOfGlyphs)
        invalidateAllLayout()
    }

    /// Invalidates the glyphs of a range, like
    /// `NSLayoutManager.invalidateGlyphs(forCharacterRange:changeInLength:actualCharacterRange:)`:
    /// the whole text is laid out again.
    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int,
                               actualCharacterRange actualCharRange: NSRangePointer?) {
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    /// Redraws the text views that show a range, like
    /// `NSLayoutManager.invalidateDisplay(forCharacterRange:)`.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        notifyTextViews()
    }

    /// Redraws the text views that show a range, like
    /// `NSLayoutManager.invalidateDisplay(forGlyphRange:)`.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {
        notifyTextViews()
    }

    private func invalidateAllLayout() {
        cachedLayout = nil
        delegate?.layoutManagerDidInvalidateLayout(self)
        notifyTextViews()
    }

    /// Has the text views of the containers lay out and draw their text again. A text
    /// view's text storage is edited on the main actor, as a view's state is.
    private func notifyTextViews() {
        let views = textContainers.compactMap(\.textView)
        guard !views.isEmpty else { return }
        MainActor.assumeIsolated {
            for view in views { view.textLayoutDidChange() }
        }
    }

    // MARK: Layout

    /// Lays out the text for a container, like `NSLayoutManager.ensureLayout(for:)`.
    open func ensureLayout(for container: TextContainer) {
        _ = layout(in: container, #function)
    }

    /// Lays out the text up to a glyph range, like
    /// `NSLayoutManager.ensureLayout(forGlyphRange:)`: all of it, in Easel.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) {
        _ = firstLayout
    }

    /// Lays out the text up to a character range, like
    /// `NSLayoutManager.ensureLayout(forCharacterRange:)`: all of it, in Easel.
    open func ensureLayout(forCharacterRange charRange: NSRange) {
        _ = firstLayout
    }

    /// The number of glyphs, like `NSLayoutManager.numberOfGlyphs`: the text's UTF-16
    /// length.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// The layout of the first container, `nil` without one.
    var firstLayout: ContainerLayout? {
        textContainers.first.map { layout(in: $0, "layout")! }
    }

    /// The layout of `container`: the text's in the first container, an empty one in the
    /// others; `nil`, with a diagnostic, for a container that is not this manager's.
    func layout(in container: TextContainer, _ method: String) -> ContainerLayout? {
        guard let index = textContainers.firstIndex(where: { $0 === container }) else {
            Diagnostics.report("NSLayoutManager.\(method): the text container is not one of this layout manager's")
            return nil
        }
        guard index == 0 else { return ContainerLayout.empty(in: container, typingAttributes: typingAttributes) }
        let traits = TraitCollection.current
        if let cachedLayout, cachedLayout.traits == traits { return cachedLayout }
        let layout = ContainerLayout(textStorage ?? TextStorage(), in: container, typingAttributes: typingAttributes)
        cachedLayout = layout
        delegate?.layoutManager(self, didCompleteLayoutFor: container, atEnd: true)
        return layout
    }

    // MARK: Drawing (into the current context)

    /// Draws the backgrounds of a range of glyphs with the container's top-left at
    /// `origin`, like `NSLayoutManager.drawBackground(forGlyphRange:at:)`. Easel draws
    /// background colors with the glyphs, as Pango does, in
    /// `drawGlyphs(forGlyphRange:at:)`: this draws nothing of its own (call both, as
    /// UIKit's callers do).
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        _ = clamped(glyphsToShow, #function)
        if GraphicsContext.current == nil { reportNoContext(#function) }
    }

    /// Draws a range of glyphs with the container's top-left at `origin` into the
    /// current context, like `NSLayoutManager.drawGlyphs(forGlyphRange:at:)`, with their
    /// backgrounds, underlines and strikethroughs: the lines a label draws for the same
    /// attributed text, pixel for pixel. A range that is not every laid-out glyph draws
    /// its glyphs only, clipped to their rectangles.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        let range = clamped(glyphsToShow, #function)
        guard let context = GraphicsContext.current else { return reportNoContext(#function) }
        guard let layout = firstLayout, range.length > 0 else { return }
        let textOrigin = CGPoint(x: origin.x + layout.padding, y: origin.y)
        let laidOut = layout.laidOutGlyphRange
        guard NSIntersectionRange(range, laidOut) != laidOut else { return context.draw(layout.text, at: textOrigin) }
        let rects = layout.enclosingRects(of: range).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        guard !rects.isEmpty else { return }
        context.saveGState()
        context.clip(to: rects)
        context.draw(layout.text, at: textOrigin)
        context.restoreGState()
    }

    private func reportNoContext(_ method: String) {
        Diagnostics.report("invalid context: NSLayoutManager.\(method) called outside a draw call, with no current context")
    }
}
