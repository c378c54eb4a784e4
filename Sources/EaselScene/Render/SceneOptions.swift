import Easel
import EaselGraphics
import Foundation

/// How to load a scene: permissions, and overrides of what the file says (the command
/// line's `--allow-outside`, `--device`, `--scale`, `--capture`), and the limits
/// of what it may hold (`--limit`).
public struct SceneOptions: Sendable {
    /// Whether images may be read from outside the scene's folder.
    public var allowsImagesOutsideFolder: Bool
    /// A device that replaces the scene's `size`/`device` (and its scale, safe area
    /// and refresh rate, unless `scale` overrides the scale).
    public var device: Device?
    /// A scale that replaces the scene's (and its device's).
    public var scale: CGFloat?
    /// A capture schedule that replaces the scene's.
    public var capture: CaptureSchedule?
    /// How large the scene may be (the command line's `--limit`).
    public var limits: SceneLimits
    /// Traits that replace the scene's (the command line's `--appearance`,
    /// `--content-size`); unspecified ones leave the scene's.
    public var traits: TraitCollection
    /// Draws (or not) the status bar and home indicator, instead of the scene's
    /// `systemOverlays`.
    public var showsSystemOverlays: Bool?

    /// Options with nothing overridden and images confined to the scene's folder.
    public init(allowsImagesOutsideFolder: Bool = false, device: Device? = nil, scale: CGFloat? = nil,
                capture: CaptureSchedule? = nil, limits: SceneLimits = .standard, traits: TraitCollection = TraitCollection(),
                showsSystemOverlays: Bool? = nil) {
        self.traits = traits
        self.showsSystemOverlays = showsSystemOverlays
        self.allowsImagesOutsideFolder = allowsImagesOutsideFolder
        self.device = device
        self.scale = scale
        self.capture = capture
        self.limits = limits
    }
}
