import EaselGraphics
import Foundation

/// A button in a navigation bar or a toolbar, like `UIBarButtonItem`.
///
/// An item is a description, not a view: the bar that shows it makes the view. It shows
/// its `customView`, else its `image`, else its `title`; a system item (`systemItem`)
/// shows UIKit's title for it (`Done`, `Cancel`, `Edit`, `Save`, `Undo`, `Redo`) or
/// shows its SF Symbol (`symbolName`; a placeholder of its size where Easel lacks the glyph).
/// Spaces (`flexibleSpace()`, `fixedSpace(_:)`) show nothing and only move their
/// neighbours in a toolbar.
///
/// A tap sends the item's action: its `primaryAction`, else the closure or target–action
/// pair it was made with, else opens its `menu`. A disabled item ignores taps.
///
/// Subclass it as UIKit apps subclass `UIBarButtonItem`: `init()` is its designated
/// initializer, and its properties can be overridden.
open class BarButtonItem: BarItem {
    /// How an item looks, like `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// Plain text or glyph on the bar's shared glass, UIKit's default.
        case plain = 0
        /// Deprecated in UIKit: the same as `plain`.
        case bordered = 1
        /// A finishing button: on iOS 26 the same look as `prominent`.
        case done = 2
        /// iOS 26's prominent button: its own capsule in the tint colour, content in white,
        /// not grouped with its neighbours.
        case prominent = 3

        /// Whether the style has iOS 26's prominent look.
        var isProminent: Bool { self == .done || self == .prominent }
    }

    /// The look, like `UIBarButtonItem.style` (`.plain` by default).
    open var style = Style.plain { didSet { if style != oldValue { contentDidChange() } } }
    /// The system item it was made as, like the `barButtonSystemItem` it was created with.
    public private(set) var systemItem: SystemItem?
    /// A view shown instead of the title and image, like `UIBarButtonItem.customView`: it
    /// keeps its size and gets the taps itself.
    open var customView: View? { didSet { if customView !== oldValue { contentDidChange() } } }
    /// The action a tap performs, like `UIBarButtonItem.primaryAction`; its title and image
    /// stand in for the item's own when those are not set.
    open var primaryAction: ControlAction? { didSet { contentDidChange() } }
    /// The menu the item shows, like `UIBarButtonItem.menu`: a tap opens it under the
    /// item when the item has no action of its own (no `primaryAction`, closure or
    /// target–action pair), as UIKit does.
    open var menu: Menu?
    /// The colour of the content, like `UIBarButtonItem.tintColor`: `nil` draws plain
    /// items in `label` (iOS 26's monochrome bar items) and prominent capsules in the
    /// bar's tint colour.
    open var tintColor: Color? { didSet { if tintColor != oldValue { contentDidChange() } } }
    /// The width of a fixed space, or of any item when positive, like
    /// `UIBarButtonItem.width` (0: the content decides).
    open var width: CGFloat = 0 { didSet { if width != oldValue { contentDidChange() } } }

    /// The object `action` is sent to, like `UIBarButtonItem.target`; not retained. With
    /// an action and no target, a tap sends the action up the responder chain.
    open weak var target: AnyObject?
    /// The selector a tap sends to `target` with the item as the sender, like
    /// `UIBarButtonItem.action`, when the item has no primary action and was not made with
    /// a closure or a method reference.
    open var action: Selector?

    /// The closure or method reference the item was made with.
    private var handler: (@MainActor (BarButtonItem) -> Void)?

    /// An empty plain item, like `UIBarButtonItem()`.
    public override init() {
        super.init()
    }

    /// The appearance proxy of bar button items, like `UIBarButtonItem.appearance()`: its title text
    /// attributes and `tintColor` go to the items of the class a bar shows in a window.
    open override class func appearance() -> BarButtonItem { appearance(whenContainedInInstancesOf: []) }

    /// The appearance proxy of the class's items inside `containerTypes`, like
    /// `UIBarButtonItem.appearance(whenContainedInInstancesOf:)`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> BarButtonItem {
        AppearanceProxies.shared.proxy(for: self, containedIn: containerTypes) { BarButtonItem() }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private convenience init(title: String?, image: Image?, style: Style, systemItem: SystemItem?,
                             handler: (@MainActor (BarButtonItem) -> Void)?) {
        self.init()
        self.title = title
        self.image = image
        self.style = style
        self.systemItem = systemItem
        self.handler = handler
    }

    /// An item showing `title` that calls `handler` when tapped: the closure form of
    /// `UIBarButtonItem(title:style:target:action:)`.
    public convenience init(title: String?, style: Style = .plain, handler: (@MainActor (BarButtonItem) -> Void)? = nil) {
        self.init(title: title, image: nil, style: style, systemItem: nil, handler: handler)
    }

    /// An item showing `image`, like `UIBarButtonItem(image:style:target:action:)` in its
    /// closure form.
    public convenience init(image: Image?, style: Style = .plain, handler: (@MainActor (BarButtonItem) -> Void)? = nil) {
        self.init(title: nil, image: image, style: style, systemItem: nil, handler: handler)
    }

    /// A system item, like `UIBarButtonItem(barButtonSystemItem:target:action:)` in its
    /// closure form. `.done` has the prominent style, as on iOS 26.
    public convenience init(barButtonSystemItem systemItem: SystemItem,
                            handler: (@MainActor (BarButtonItem) -> Void)? = nil) {
        self.init(title: systemItem.title, image: nil, style: systemItem == .done ? .prominent : .plain,
                  systemItem: systemItem, handler: handler)
    }

    /// A system item performing `primaryAction`, like
    /// `UIBarButtonItem(systemItem:primaryAction:menu:)`.
    public convenience init(systemItem: SystemItem, primaryAction: ControlAction? = nil, menu: Menu? = nil) {
        self.init(barButtonSystemItem: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with `title` and `image` performing `primaryAction`, like
    /// `UIBarButtonItem(title:image:primaryAction:menu:)`.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: ControlAction? = nil,
                            menu: Menu? = nil) {
        self.init(title: title, image: image, style: .plain, systemItem: nil, handler: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item that shows `customView`, like `UIBarButtonItem(customView:)`.
    public convenience init(customView: View) {
        self.init(title: nil, image: nil, style: .plain, systemItem: nil, handler: nil)
        self.customView = customView
    }

    /// A space that takes what room is left in a toolbar, shared with the other flexible
    /// spaces, like `UIBarButtonItem.flexibleSpace()`.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A space `width` points wide, like `UIBarButtonItem.fixedSpace(_:)`.
    public static func fixedSpace(_ width: CGFloat = 0) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    // MARK: Target–action

    /// An item showing `title` that calls `action` on `target`, like
    /// `UIBarButtonItem(title:style:target:action:)` with the selector of an action method
    /// taking no argument: `action: Screen.save`. The target is not retained.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style, handler: Self.send(to: target, action))
    }

    /// An item showing `title` that calls `action` on `target` with the item, like
    /// `UIBarButtonItem(title:style:target:action:)` with an action method taking the sender.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> (BarButtonItem) -> Void) {
        self.init(title: title, style: style, handler: Self.send(to: target, action))
    }

    /// An item showing `image` that calls `action` on `target`, like
    /// `UIBarButtonItem(image:style:target:action:)`.
    public convenience init<Target: AnyObject>(image: Image?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(image: image, style: style, handler: Self.send(to: target, action))
    }

    /// A system item that calls `action` on `target`, like
    /// `UIBarButtonItem(barButtonSystemItem:target:action:)`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, handler: Self.send(to: target, action))
    }

    /// A system item that calls `action` on `target` with the item.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> (BarButtonItem) -> Void) {
        self.init(barButtonSystemItem: systemItem, handler: Self.send(to: target, action))
    }

    /// An item showing `title` that sends `action` to `target`, like
    /// `UIBarButtonItem(title:style:target:action:)` with a `Selector` value (see
    /// `Selector`). The target is not retained.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    /// An item showing `image` that sends `action` to `target`, like
    /// `UIBarButtonItem(image:style:target:action:)` with a `Selector` value.
    public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style)
        setTarget(target, action: action)
    }

    /// A system item that sends `action` to `target`, like
    /// `UIBarButtonItem(barButtonSystemItem:target:action:)` with a `Selector` value.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(barButtonSystemItem: systemItem)
        setTarget(target, action: action)
    }

    private func setTarget(_ target: Any?, action: Selector?) {
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    private static func send<Target: AnyObject>(to target: Target, _ action: @escaping (Target) -> () -> Void)
        -> @MainActor (BarButtonItem) -> Void {
        { [weak target] _ in if let target { action(target)() } }
    }

    private static func send<Target: AnyObject>(to target: Target,
                                                _ action: @escaping (Target) -> (BarButtonItem) -> Void)
        -> @MainActor (BarButtonItem) -> Void {
        { [weak target] item in if let target { action(target)(item) } }
    }

    // MARK: Performing

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title drawn: the item's, else its primary action's.
    var shownTitle: String? { title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title } }

    /// The image drawn: the item's, else its primary action's, else its system item's symbol.
    var shownImage: Image? {
        image ?? primaryAction?.image ?? systemItem?.symbolName.flatMap { Image(systemName: $0) }
    }

    /// A tap on the item's button at `anchor` (a frame in `window`): sends the primary
    /// action, else the item's own action, else opens the menu under the button, as
    /// UIKit does. A disabled item does nothing.
    func performAction(anchoredTo anchor: CGRect, in window: Window?) {
        guard isEnabled, !isSpace else { return }
        Trace.record(TraceEvent("barButtonItemAction",
                                view: accessibilityIdentifier ?? shownTitle ?? systemItem.map { "\($0)" } ?? "item"))
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let handler {
            handler(self)
        } else if let action {
            action.sendAction(to: target, from: self, searchingFrom: window?.firstResponder, caller: "UIBarButtonItem")
        } else if let menu, let window {
            window.openMenu(menu, anchoredTo: anchor, sender: self)
        }
    }
}
