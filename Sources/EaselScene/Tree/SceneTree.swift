import Easel
import EaselGraphics
import Foundation

/// A scene as the loader resolved it: every default applied, every name and reference
/// resolved, every value checked. Rendering reads only this type, never the file.
///
/// ## What a tree guarantees
///
/// A `SceneTree` exists only for a scene with no problem at all, and then:
/// - The window is resolved: `size` has finite, positive sides, `scale` is positive,
///   `refreshRate` is positive; a `device` has filled in size, scale, safe-area insets
///   and refresh rate wherever the file (or an override) did not set them.
/// - Every view has a known class, and every property it has applies to that class
///   (a `Label` has `text`, a `View` never does), with a value in range: numbers are
///   finite; sizes, widths and radii are not negative; `alpha` and `shadowOpacity` are
///   in 0…1; `numberOfLines` is not negative; colors and fonts are values, not names.
/// - A view's properties are in application order (frame first, `sizeToFit` last),
///   whatever their order in the file.
/// - Every standalone layer (a view's `layers`, their `sublayers` and `mask`) has a
///   known kind, and every property it has applies to that kind (a `ShapeLayer` has
///   `strokeEnd`, a `GradientLayer` never does), with a value in range: numbers are
///   finite; widths, radii and dash lengths are not negative (and not all dashes are
///   zero); `opacity`, `shadowOpacity`, `strokeStart`, `strokeEnd` and gradient
///   `locations` are in 0…1, locations ascending and one per color when both are
///   given; `instanceCount` is in 0…10000, the colour offsets (`instanceRedOffset` …
///   `instanceAlphaOffset`) in -1…1 and `instanceDelay` in 0…600; `contentsScale` is
///   positive; a path's
///   `lines` has at least two points. Its properties are in application order
///   (`anchorPoint`, then `frame`, `bounds`, `position`), whatever their order in the
///   file. Layer ids are unique across the scene's view and layer ids.
/// - View ids are unique across the whole scene, controllers' views included; so are
///   constraint ids and controller ids. Every id an event or a gesture's action names
///   is a view's, constraint's (`constant`) or controller's that exists, of the kind it
///   acts on (`scroll` a `ScrollView`, `pop` a navigation controller), and `set` sets
///   only properties of that view's class. Changes of `animate` blocks and of gesture
///   actions are never touches or device events. A constraint names only views of its
///   own view tree (the root view's, or one controller's).
/// - Every image is decoded, and its file lies inside the scene's folder unless the
///   loader was told to allow files outside it.
/// - Events are sorted by time (file order for equal times); times are finite and not
///   negative.
/// - Capture times are ascending, distinct, and name distinct files (they differ by at
///   least a millisecond); `duration` covers every event (to its end: a touch lifted, an
///   animation finished) and capture time.
///
/// - Everything is within its `SceneLimits`: the document's values, the views, their
///   depth and constraints, the standalone layers (replicated copies counted), their
///   depth below their view and the pixels of text layers (`bounds × contentsScale`), the events, each text's length, the pixels of the window,
///   of its drawing views and of the images, the timeline and the frames it can write.
///
/// Drawing commands are checked the same way: each has every argument it needs, in
/// range (a stroke's width is not negative, a gradient has matching colors and
/// locations).
public struct SceneTree: Sendable {
    /// The window's size in points.
    public let size: CGSize
    /// The window's pixels per point.
    public let scale: CGFloat
    /// The device the scene names, if any.
    public let device: Device?
    /// The safe-area insets of the screen (the device's; zero without one). Kept for
    /// the constraints that will refer to them (`superview.safeArea.top`).
    public let safeAreaInsets: EdgeInsets
    /// VSync rate in hertz.
    public let refreshRate: Double
    /// The color behind the root view: the scene's `background`, `systemBackground`
    /// (white) when it sets none, as an app's screen is white behind its views.
    public let background: Color
    /// Whether iOS's status bar and home indicator are drawn over the window
    /// (`Window.showsSystemOverlays`): the scene's `systemOverlays`, or the command
    /// line's `--system-overlays`.
    public let showsSystemOverlays: Bool
    /// The traits the scene sets on the window (`appearance`, `contentSize`,
    /// `layoutDirection`, or the command line's overrides of them); the others are
    /// the screen's.
    public let traits: TraitCollection
    /// The root view, added to the window (filling it unless it has a `frame`); `nil`
    /// when the scene has a `controller` instead (a scene has exactly one of them).
    public let root: ViewNode?
    /// The window's root view controller, whose view fills the window; `nil` when the
    /// scene has a `root` view.
    public let controller: ControllerNode?
    /// The controllers not shown at the start, for `push` and `present` events; each
    /// has an id.
    public let controllers: [ControllerNode]
    /// The timeline, sorted by time.
    public let events: [SceneEvent]
    /// Which frames a render keeps.
    public let capture: CaptureSchedule
    /// How long the timeline runs, in seconds of virtual time.
    public let duration: TimeInterval
}
