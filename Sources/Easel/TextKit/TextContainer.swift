import EaselGraphics
import Foundation

/// The region text is laid out in, like TextKit's `NSTextContainer`: a rectangle of
/// `size` whose lines are `lineFragmentPadding` short of its edges at each end, at most
/// `maximumNumberOfLines` of them, the last one ending as `lineBreakMode` says.
///
/// A layout manager fills its first container; text does not flow on into a second one
/// (see `LayoutManager`). Every change to the container's geometry invalidates the
/// layout of its layout manager. A text view's container is as wide as the text view
/// less its insets (`widthTracksTextView`) and unbounded in height.
open class TextContainer: NSObject {
    /// The container's size, like `NSTextContainer.size`: `init()`'s is 10,000,000 by
    /// 10,000,000 points, as in UIKit; a dimension of 0 or less bounds nothing.
    open var size: CGSize {
        didSet { if size != oldValue { geometryDidChange(from: oldValue) } }
    }
    /// The space at each end of every line, like `NSTextContainer.lineFragmentPadding`
    /// (5 points).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { geometryDidChange(from: size) } }
    }
    /// The most lines laid out, like `NSTextContainer.maximumNumberOfLines`; 0 (the
    /// default) for no limit.
    open var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { geometryDidChange(from: size) } }
    }
    /// How the last line ends, like `NSTextContainer.lineBreakMode` (`.byWordWrapping`):
    /// with a truncating mode, the last line that fits holds the rest of its paragraph
    /// and is truncated (with an ellipsis), as a label's is; lines before it wrap by
    /// the paragraph style.
    open var lineBreakMode = LineBreakMode.byWordWrapping {
        didSet { if lineBreakMode != oldValue { geometryDidChange(from: size) } }
    }
    /// Areas the text flows around, like `NSTextContainer.exclusionPaths` (none): kept;
    /// Easel's lines span the whole container, which a non-empty value reports.
    open var exclusionPaths: [BezierPath] = [] {
        didSet {
            if !exclusionPaths.isEmpty {
                Diagnostics.report("NSTextContainer.exclusionPaths: Easel lays text out in full lines, not around exclusion paths")
            }
        }
    }
    /// Whether the container's width follows its text view's, like
    /// `NSTextContainer.widthTracksTextView` (`false`; a text view's: `true`). A text
    /// view sets the width of a tracking container when it lays out.
    open var widthTracksTextView = false
    /// Whether the container's height follows its text view's, like
    /// `NSTextContainer.heightTracksTextView` (`false`): kept; a text view's text is as
    /// tall as its lines.
    open var heightTracksTextView = false
    /// The layout manager the container belongs to, like
    /// `NSTextContainer.layoutManager`; set by `LayoutManager.addTextContainer(_:)`.
    open internal(set) weak var layoutManager: LayoutManager?
    /// Whether the container is a plain rectangle, like
    /// `NSTextContainer.isSimpleRectangularTextContainer`: without exclusion paths.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    /// The text view that shows the container, told when its layout is invalidated.
    weak var textView: TextView?

    /// A container of `size`, like `NSTextContainer(size:)`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of 10,000,000 by 10,000,000 points, like `NSTextContainer()`.
    public override convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }

    /// Moves the container to another layout manager, like
    /// `NSTextContainer.replaceLayoutManager(_:)`.
    open func replaceLayoutManager(_ newLayoutManager: LayoutManager) {
        if let layoutManager, let index = layoutManager.textContainers.firstIndex(where: { $0 === self }) {
            layoutManager.removeTextContainer(at: index)
        }
        newLayoutManager.addTextContainer(self)
    }

    private func geometryDidChange(from oldSize: CGSize) {
        layoutManager?.textContainerChangedGeometry(self, from: oldSize)
    }
}
