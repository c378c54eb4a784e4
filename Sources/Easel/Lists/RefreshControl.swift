import EaselGraphics
import Foundation

/// A control above a scroll view's content that starts a refresh when the content is
/// pulled down, like `UIRefreshControl`; set it as the scroll view's `refreshControl`.
///
/// While the finger pulls the content down, the spinner fades in with the pull; a pull
/// of `triggerDistance` begins refreshing and sends `valueChanged` at once, as UIKit
/// does. While refreshing the spinner turns, the optional `attributedTitle` shows
/// below it, and the scroll view's `adjustedContentInset.top` grows by the control's
/// 60 points, so the content rests below the spinner until `endRefreshing()`.
@preconcurrency @MainActor
open class RefreshControl: Control {
    /// The control's height, and what it adds to the top inset while refreshing.
    static let height: CGFloat = 60
    /// How far the content must be pulled below its resting top to begin refreshing:
    /// 100 points (Easel's choice; UIKit does not document it).
    static let triggerDistance: CGFloat = 100

    /// Whether a refresh is under way, like `UIRefreshControl.isRefreshing`.
    public private(set) var isRefreshing = false
    /// A title under the spinner, like `UIRefreshControl.attributedTitle` (in the
    /// footnote font and `secondaryLabel` unless its attributes say otherwise).
    public var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    let spinner = ActivityIndicatorView(style: .medium)
    let titleLabel = Label(frame: .zero)
    /// How far the content is pulled below its resting top.
    private var pulled: CGFloat = 0

    /// A refresh control, like `UIRefreshControl()`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        isHidden = true
    }

    /// A refresh control, like `UIRefreshControl()`.
    public convenience init() { self.init(frame: .zero) }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The scroll view whose content the control refreshes.
    private var scrollView: ScrollView? { superview as? ScrollView }

    /// Starts refreshing (without sending `valueChanged`), like
    /// `UIRefreshControl.beginRefreshing()`: the spinner turns and the top inset grows.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        scrollView?.updateAdjustedContentInset()
        scrollViewDidMove()
    }

    /// Ends the refresh, like `UIRefreshControl.endRefreshing()`: the spinner stops and
    /// the content returns to its top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.updateAdjustedContentInset()
        scrollViewDidMove()
    }

    /// Follows the scroll view: the control fills the space the pull opens above the
    /// content; a drag past `triggerDistance` begins refreshing and sends `valueChanged`.
    func scrollViewDidMove() {
        guard let scrollView else { return }
        let restingTop = scrollView.adjustedContentInset.top - (isRefreshing ? Self.height : 0)
        pulled = max(0, -(scrollView.contentOffset.y + restingTop))
        if scrollView.isDragging, !isRefreshing, pulled >= Self.triggerDistance {
            beginRefreshing()
            sendActions(for: .valueChanged)
            return
        }
        let height = max(Self.height, pulled)
        frame = CGRect(x: 0, y: -height, width: scrollView.bounds.width, height: height)
        isHidden = pulled == 0 && !isRefreshing
        spinner.alpha = isRefreshing ? 1 : min(1, pulled / Self.triggerDistance)
        spinner.color = ownTintColor ?? .systemGray
        setNeedsLayout()
    }

    /// A new `tintColor` colors the spinner at once, as UIKit's does (gray without one).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = ownTintColor ?? .systemGray
    }

    /// The spinner (and the title under it) centered in the part of the control the
    /// pull shows (the control's bottom 60 points while it rests refreshing).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = min(bounds.height, max(pulled, isRefreshing ? Self.height : 0))
        let spinnerSize = ActivityIndicatorView.Style.medium.size
        let titleSize = attributedTitle == nil ? .zero : titleLabel.intrinsicContentSize
        let gap: CGFloat = attributedTitle == nil ? 0 : 6
        let top = bounds.height - shown + (shown - spinnerSize.height - gap - titleSize.height) / 2
        spinner.frame = CGRect(x: ((bounds.width - spinnerSize.width) / 2).rounded(), y: top.rounded(),
                               width: spinnerSize.width, height: spinnerSize.height)
        titleLabel.frame = CGRect(x: 0, y: (top + spinnerSize.height + gap).rounded(), width: bounds.width, height: titleSize.height)
    }
}
