import EaselGraphics
import Foundation

/// The bar at the top of a navigation controller's view, like `UINavigationBar` as
/// `UINavigationController` shows it: the top item's title in the middle and, when an
/// item lies under it, a back button at the leading edge, which pops.
///
/// The look is UIKit's `UINavigationBarAppearance.configureWithOpaqueBackground()` in
/// the light appearance: a `systemBackground` fill that extends up behind the status
/// bar, a shadow line one pixel tall under the bar in black at 30 % (the colour of
/// UIKit's bar shadow view), the title in 17-point semibold `label`, and the back
/// button (chevron and title) in 17-point regular in `tintColor`. The bar is 44 points
/// tall, 32 where the height is compact (an iPhone in landscape); its navigation
/// controller places it under the status bar, full width. (iPadOS's 50-point bar is
/// not modelled: Easel has no device idiom.)
///
/// While a push or pop slides, the outgoing item's title and back button fade out and
/// the incoming item's fade in with the slide's progress (UIKit's default cross-fade;
/// UIKit also slides the titles, which this bar does not).
@preconcurrency @MainActor
open class NavigationBar: View {
    /// The items, the top one last, like `UINavigationBar.items`: those of the
    /// navigation controller's stack, up to the controller shown, or those given to a
    /// standalone bar. Setting them is `setItems(_:animated:)` without animation;
    /// setting `nil` empties the bar.
    open var items: [NavigationItem]? {
        get { stackItems }
        set { setItems(newValue ?? [], animated: false) }
    }
    /// The items shown.
    private(set) var stackItems: [NavigationItem] = []

    /// The delegate of a standalone bar, like `UINavigationBar.delegate`: asked before
    /// an item is pushed or popped and told after, and asked where the bar sits. Not
    /// retained. A navigation controller's own bar takes none (see `NavigationBarDelegate`).
    open var delegate: NavigationBarDelegate? {
        get { standaloneDelegate }
        set {
            guard navigationController == nil || newValue == nil else {
                return Diagnostics.report("UINavigationBar.delegate: cannot set the delegate of a bar that a "
                    + "navigation controller manages; the delegate is not set")
            }
            standaloneDelegate = newValue
            setNeedsLayout()
        }
    }
    private weak var standaloneDelegate: NavigationBarDelegate?

    /// The item shown, like `UINavigationBar.topItem`.
    public var topItem: NavigationItem? { stackItems.last }

    /// The item under the top one, whose back title the back button shows, like
    /// `UINavigationBar.backItem`.
    public var backItem: NavigationItem? { stackItems.count > 1 ? stackItems[stackItems.count - 2] : nil }

    /// Whether the bar is see-through, like `UINavigationBar.isTranslucent` (true by
    /// default). A controller's view reaches under a translucent bar; under an opaque
    /// one only if its `extendedLayoutIncludesOpaqueBars` is set. (The bar's fill is
    /// its appearance's either way.)
    open var isTranslucent = true {
        didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
    }

    /// The bar's style, like `UINavigationBar.barStyle` (`.default`): a black bar is
    /// drawn dark, its default background black and its title white (see `BarStyle`),
    /// and its navigation controller asks for light status bar content.
    open var barStyle = BarStyle.default {
        didSet {
            barStyleDidChange(from: oldValue, to: barStyle)
            navigationController?.setNeedsStatusBarAppearanceUpdate()
        }
    }

    /// The back button is drawn in the bar's `tintColor` (`systemBlue` unless set or
    /// inherited, like `UINavigationBar.tintColor`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemContentDidChange()
    }

    /// The controller whose bar this is: its back button pops it.
    weak var navigationController: NavigationController?
    /// The fill behind the bar and the status bar, and the shadow line.
    let background = NavigationBarBackground(frame: .zero)
    /// The images set through UIKit's legacy customization (`setBackgroundImage(_:for:)`,
    /// `shadowImage`), drawn over the appearance.
    var legacyImages = LegacyBarImages() {
        didSet { background.setNeedsDisplay() }
    }
    /// The bar's own appearances (`standardAppearance` …); the top item's win.
    lazy var appearanceSlots = BarAppearanceSlots(standard: adopted(NavigationBarAppearance()))
    /// The top item's title and back button.
    private var content: NavigationBarContentView?
    /// The previous top item's, fading out while a transition runs.
    private var fadingContent: NavigationBarContentView?

    /// A bar with no items, like `UINavigationBar(frame:)`; a navigation controller
    /// gives its own bar the stack's items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The appearance proxy of navigation bars, like `UINavigationBar.appearance()`.
    open override class func appearance() -> NavigationBar { appearance(whenContainedInInstancesOf: []) }

    /// The appearance proxy of navigation bars inside `containerTypes`, like
    /// `UINavigationBar.appearance(whenContainedInInstancesOf:)`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> NavigationBar {
        AppearanceProxies.shared.proxy(for: self, containedIn: containerTypes) { NavigationBar(frame: .zero) }
    }

    /// Whether the bar shows the top item's title large when its display mode lets it,
    /// like `UINavigationBar.prefersLargeTitles` (false by default).
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { largeTitleModeDidChange() } }
    }

    /// The bar's inline height: 44 points, or 32 in a compact height, as UIKit's bar
    /// metrics (`UIBarMetrics.default` and `.compact`) size it on an iPhone.
    static func height(compactHeight: Bool) -> CGFloat { compactHeight ? 32 : 44 }

    /// The height the large title adds under the inline bar: 52 points, making the
    /// 96-point bar of iOS 11 to 26 on an iPhone (Apple's design resources; UIKit shows
    /// no large title where the height is compact).
    static let largeTitleHeight: CGFloat = 52

    /// The height a stacked search bar adds under the title (and the large title): 52
    /// points, as on an iPhone since iOS 13 (a 36-point field with 8 points above and
    /// below it).
    static let searchBarHeight: CGFloat = 52

    /// How tall the search bar's row is now: `searchBarHeight` at rest, less as the
    /// content scrolls up under the bar when the item `hidesSearchBarWhenScrolling`
    /// (it collapses before the large title). The navigation controller sets it.
    var searchExtent = NavigationBar.searchBarHeight

    /// The top item's search bar, stacked under the title.
    var stackedSearchBar: SearchBar? { topItem?.stackedSearchBar }

    /// Whether the top item's search is active and hides the title rows
    /// (`hidesNavigationBarDuringPresentation`): the bar is the search bar's row alone.
    var hidesTitleRowsForSearch: Bool {
        guard let search = topItem?.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// The height of the search row shown now: none without a search bar, the whole
    /// row while the search hides the title rows, else `searchExtent`.
    var shownSearchHeight: CGFloat {
        guard stackedSearchBar != nil else { return 0 }
        return hidesTitleRowsForSearch ? Self.searchBarHeight : searchExtent
    }

    /// The bar's height: the inline bar, the large title's area where the height is
    /// not compact, and the search row; the search row alone while an active search
    /// hides the title rows.
    func barHeight(compactHeight: Bool) -> CGFloat {
        if hidesTitleRowsForSearch { return Self.searchBarHeight }
        let large = !compactHeight && showsLargeTitle ? largeTitleExtent : 0
        return Self.height(compactHeight: compactHeight) + large + shownSearchHeight
    }

    /// How tall the large title's area is now: `largeTitleHeight` at rest, less as the
    /// content scroll view scrolls up under the bar (0 once collapsed to the inline
    /// bar, when the inline title shows), more while the content is pulled down past
    /// its top. The navigation controller sets it as its content scrolls.
    var largeTitleExtent = NavigationBar.largeTitleHeight {
        didSet {
            guard largeTitleExtent != oldValue else { return }
            if (largeTitleExtent > 0) != (oldValue > 0) { itemContentDidChange() }
        }
    }

    /// Whether the top item's title shows large: the bar prefers large titles and the
    /// item's `largeTitleDisplayMode` is `.always`, or `.automatic` with the nearest
    /// item below it that is not automatic showing it (the root shows it).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for item in stackItems.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The background reaches one pixel below the bar (the shadow line) and, where the
    /// bar is `.topAttached`, up to the top of the superview (behind the status bar), as
    /// UIKit's `_UIBarBackground` does (the shadow line); the items' content fills the bar
    /// inside the safe area's sides (clear of the sensor housing in landscape).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAppearance()
        let hairline = 1 / contentScaleFactor
        let above = barPosition == .topAttached ? max(0, frame.minY) : 0
        background.hairlineHeight = hairline
        background.frame = CGRect(x: 0, y: -above, width: bounds.width, height: above + bounds.height + hairline)
        let insets = safeAreaInsets
        let contentFrame = bounds.inset(by: EdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right))
        fadingContent?.frame = contentFrame
        content?.frame = contentFrame
    }

    // MARK: Items

    /// Shows `newItems`, the top one last. With `fading`, the previous top item's
    /// content stays, fading out as the new one fades in, until
    /// `setItemTransitionProgress(_:)` reaches 1.
    func setItems(_ newItems: [NavigationItem], fading: Bool) {
        finishItemTransition()
        let newBackItem = newItems.count > 1 ? newItems[newItems.count - 2] : nil
        let sameContent = newItems.last === topItem && newBackItem === backItem
        for item in stackItems where item.bar === self { item.bar = nil }
        stackItems = newItems
        for item in newItems { item.bar = self }
        updateAppearance()
        guard !sameContent || content == nil else { return }
        largeTitleExtent = Self.largeTitleHeight
        searchExtent = Self.searchBarHeight
        let incoming = topItem.map { NavigationBarContentView(item: $0, backItem: backItem, frame: bounds) }
        if fading, let content, let incoming {
            fadingContent = content
            incoming.alpha = 0
        } else {
            content?.removeFromSuperview()
        }
        content = incoming
        if let incoming { addSubview(incoming) }
    }

    /// Cross-fades the contents at a transition's `progress` (0…1); at 1 the outgoing
    /// content leaves.
    func setItemTransitionProgress(_ progress: Double) {
        guard let fadingContent else { return }
        guard progress < 1 else { return finishItemTransition() }
        fadingContent.alpha = 1 - progress
        content?.alpha = progress
    }

    private func finishItemTransition() {
        guard let fadingContent else { return }
        fadingContent.removeFromSuperview()
        self.fadingContent = nil
        content?.alpha = 1
    }

    /// An item's title, back title or back button changed: redraw what shows it.
    func itemContentDidChange() {
        content?.reloadBarItems()
        fadingContent?.reloadBarItems()
    }

    /// Whether the top item's title shows large may have changed: the navigation
    /// controller places the bar again, the children's safe area follows.
    func largeTitleModeDidChange() {
        itemContentDidChange()
        guard let navigationController, let view = navigationController.viewIfLoaded else { return }
        navigationController.updateContentOverlayInsets()
        view.setNeedsLayout()
    }

    /// The back button was tapped: pop, as UIKit's bar asks its navigation controller,
    /// or, standalone, pops its top item (asking and telling its delegate).
    func backButtonWasTapped() {
        guard let navigationController else {
            popItem(animated: true)
            return
        }
        _ = navigationController.popViewController(animated: true)
    }
}
