import EaselGraphics
import Foundation

/// What a bar looks like, like `UIBarAppearance`: its background (an effect, a colour
/// and an image, in that order from the bottom) and the shadow line along the edge that
/// faces the content. `NavigationBarAppearance`, `ToolbarAppearance` and
/// `TabBarAppearance` add what their bars show on top.
///
/// A bar copies the appearance it is given, as UIKit's bars do (the properties are
/// `@NSCopying`): changing the object afterwards does not change the bar; assign it again.
///
/// Easel does not blur what lies under a bar: a `backgroundEffect` is drawn as an opaque
/// `systemBackground` fill (see `BlurEffect`), which is also how Easel's bars have always
/// drawn the default background.
@preconcurrency @MainActor
open class BarAppearance {
    /// The device the appearance is made for, like `UIBarAppearance.idiom`.
    public let idiom: UserInterfaceIdiom
    /// Where changes go: to the bar holding this appearance.
    let changes = AppearanceChanges()

    /// The blur under the background colour, like `UIBarAppearance.backgroundEffect`.
    public var backgroundEffect: BlurEffect? { didSet { changes.send() } }
    /// The colour over the effect, like `UIBarAppearance.backgroundColor`.
    public var backgroundColor: Color? { didSet { changes.send() } }
    /// The image over the colour, like `UIBarAppearance.backgroundImage`.
    public var backgroundImage: Image? { didSet { changes.send() } }
    /// How the background image fills the bar, like
    /// `UIBarAppearance.backgroundImageContentMode` (`.scaleToFill` by default).
    public var backgroundImageContentMode: ContentMode = .scaleToFill { didSet { changes.send() } }
    /// The colour of the shadow line, like `UIBarAppearance.shadowColor`; `nil` or clear
    /// draws no line.
    public var shadowColor: Color? { didSet { changes.send() } }
    /// An image drawn in place of the shadow line, like `UIBarAppearance.shadowImage`
    /// (tinted with `shadowColor` when it is a template image).
    public var shadowImage: Image? { didSet { changes.send() } }

    /// An appearance with the default background, for the current device, like
    /// `UIBarAppearance()`.
    public convenience init() { self.init(idiom: .phone) }

    /// An appearance with the default background for `idiom`, like
    /// `UIBarAppearance(idiom:)`.
    public required init(idiom: UserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
        connectParts()
    }

    /// An appearance with the background and shadow of `barAppearance`, like
    /// `UIBarAppearance(barAppearance:)`; what a subclass adds keeps its defaults.
    public required init(barAppearance: BarAppearance) {
        idiom = barAppearance.idiom
        copyBackground(from: barAppearance)
        connectParts()
    }

    /// A copy of every property, the subclass's too, like `copy()` on UIKit's
    /// `NSCopying` appearance objects.
    open func copy() -> Any {
        let copy = type(of: self).init(barAppearance: self)
        copy.copyBarSpecifics(from: self)
        return copy
    }

    /// Copies what the subclass adds from `other`, an object of the same class.
    open func copyBarSpecifics(from other: BarAppearance) {}

    /// Has the appearance objects a subclass holds pass their changes on to `changes`.
    func connectParts() {}

    /// The system's default background, like `configureWithDefaultBackground()`: the
    /// chrome material's blur, no colour, and the shadow line in black at 30 %.
    open func configureWithDefaultBackground() {
        resetBackground()
        backgroundEffect = BlurEffect(style: .systemChromeMaterial)
        shadowColor = Self.defaultShadowColor
    }

    /// An opaque background, like `configureWithOpaqueBackground()`: `systemBackground`
    /// and the shadow line in black at 30 %.
    open func configureWithOpaqueBackground() {
        resetBackground()
        backgroundColor = .systemBackground
        shadowColor = Self.defaultShadowColor
    }

    /// No background and no shadow line, like `configureWithTransparentBackground()`.
    open func configureWithTransparentBackground() {
        resetBackground()
    }

    /// The colour of UIKit's bar shadow line: black at 30 %.
    static let defaultShadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)

    private func resetBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    private func copyBackground(from other: BarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}
