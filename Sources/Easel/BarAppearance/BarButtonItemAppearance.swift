import EaselGraphics
import Foundation

/// How a bar's buttons look in one state, like `UIBarButtonItemStateAppearance`.
@preconcurrency @MainActor
public final class BarButtonItemStateAppearance {
    /// The title's attributes, like `titleTextAttributes` (font and foreground colour
    /// are drawn; empty: the bar's defaults).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changes.send() } }
    /// How far the title moves, like `titlePositionAdjustment`.
    public var titlePositionAdjustment = Offset.zero { didSet { changes.send() } }
    /// The image behind the button, like `backgroundImage`.
    public var backgroundImage: Image? { didSet { changes.send() } }
    /// How far the background image moves, like `backgroundImagePositionAdjustment`.
    public var backgroundImagePositionAdjustment = Offset.zero { didSet { changes.send() } }

    /// Where changes go: to the appearance holding this state's.
    let changes = AppearanceChanges()

    init() {}

    func copy(from other: BarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}

/// How a bar's buttons of one style look, state by state, like
/// `UIBarButtonItemAppearance`; a navigation bar's back button and a toolbar's items
/// take their title attributes from it.
@preconcurrency @MainActor
public final class BarButtonItemAppearance {
    /// The look of an enabled button, like `normal`.
    public let normal = BarButtonItemStateAppearance()
    /// The look while pressed, like `highlighted`.
    public let highlighted = BarButtonItemStateAppearance()
    /// The look of a disabled button, like `disabled`.
    public let disabled = BarButtonItemStateAppearance()
    /// The look with focus, like `focused`.
    public let focused = BarButtonItemStateAppearance()

    /// The default look of plain buttons, like `UIBarButtonItemAppearance()`.
    public convenience init() { self.init(style: .plain) }

    /// The default look of buttons of `style`, like `UIBarButtonItemAppearance(style:)`.
    public init(style: BarButtonItem.Style) {
        for state in states { state.changes.forward(to: changes) }
        configureWithDefault(for: style)
    }

    /// Resets every state to the default look of `style`, like
    /// `configureWithDefault(for:)`: no attributes of its own, so the bar's font and
    /// tint show (a done button's title is semibold in UIKit; Easel's bar items draw
    /// their style themselves).
    public func configureWithDefault(for style: BarButtonItem.Style) {
        for state in states { state.copy(from: BarButtonItemStateAppearance()) }
    }

    /// Where changes go: to the bar appearance holding this one.
    let changes = AppearanceChanges()

    private var states: [BarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }

    /// A copy of every state, like `copy()`.
    public func copy() -> Any {
        let copy = BarButtonItemAppearance()
        for (mine, theirs) in zip(copy.states, states) { mine.copy(from: theirs) }
        return copy
    }
}
