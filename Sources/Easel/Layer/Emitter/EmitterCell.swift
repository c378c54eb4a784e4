import EaselGraphics
import Foundation

/// One kind of particle an `EmitterLayer` emits, like `CAEmitterCell`: how many are
/// born each second, how long each lives, how it moves, grows, spins and changes colour,
/// and the image it shows.
///
/// Each value a particle takes is the cell's value varied by its range, evenly over
/// value ± range (the emitter's generator draws the variations; see `EmitterLayer`),
/// then changed by its speed for every second of the particle's life. The emitter reads
/// its cells at every frame, so a change to a cell shows from the next frame (Core
/// Animation's render server takes a copy of the cells when they are committed).
///
/// Values that are not finite make the cell's particles impossible to place: they are
/// not born, and the first such birth is reported.
@preconcurrency @MainActor
open class EmitterCell {
    /// The cell's name, like `CAEmitterCell.name`, which identifies it in key paths.
    public var name: String?
    /// Whether the cell emits, like `CAEmitterCell.isEnabled` (`true`).
    public var isEnabled = true

    // MARK: Birth and life
    /// How many particles are born each second, like `CAEmitterCell.birthRate` (0),
    /// multiplied by the layer's `birthRate`; 0 or less emits none.
    public var birthRate: Float = 0
    /// How many seconds a particle lives, like `CAEmitterCell.lifetime` (0: particles
    /// die as they are born), multiplied by the layer's `lifetime`.
    public var lifetime: Float = 0
    /// How far a particle's lifetime varies either way, like `CAEmitterCell.lifetimeRange` (0).
    public var lifetimeRange: Float = 0

    // MARK: Direction and motion
    /// The angle out of the layer's plane particles are emitted at, in radians, like
    /// `CAEmitterCell.emissionLatitude` (0): the layer is composited flat, so a
    /// particle shows the part of its motion that lies in the plane (its velocity times
    /// the cosine of the latitude).
    public var emissionLatitude: CGFloat = 0
    /// The direction in the layer's plane particles are emitted in, in radians from the
    /// x axis towards the y axis (clockwise on screen), like `CAEmitterCell.emissionLongitude` (0).
    public var emissionLongitude: CGFloat = 0
    /// The angle of the cone around the emission direction particles spread over, like
    /// `CAEmitterCell.emissionRange` (0): half of it either way (2π emits all round).
    public var emissionRange: CGFloat = 0
    /// A particle's initial speed in points per second, like `CAEmitterCell.velocity`
    /// (0), multiplied by the layer's `velocity`.
    public var velocity: CGFloat = 0
    /// How far a particle's speed varies either way, like `CAEmitterCell.velocityRange` (0).
    public var velocityRange: CGFloat = 0
    /// The acceleration along x in points per second², like `CAEmitterCell.xAcceleration` (0).
    public var xAcceleration: CGFloat = 0
    /// The acceleration along y (down on screen), like `CAEmitterCell.yAcceleration` (0):
    /// a positive value is gravity.
    public var yAcceleration: CGFloat = 0
    /// The acceleration out of the layer's plane, like `CAEmitterCell.zAcceleration`
    /// (0): kept, and invisible on a layer composited flat.
    public var zAcceleration: CGFloat = 0

    // MARK: Size and rotation
    /// A particle's scale, like `CAEmitterCell.scale` (1): its image's size in pixels
    /// (of `contentsRect`, over `contentsScale`) times this is its size in points. It is
    /// multiplied by the layer's `scale`.
    public var scale: CGFloat = 1
    /// How far a particle's scale varies either way, like `CAEmitterCell.scaleRange` (0).
    public var scaleRange: CGFloat = 0
    /// How much a particle's scale changes each second, like `CAEmitterCell.scaleSpeed`
    /// (0); a particle whose scale reaches 0 is not drawn.
    public var scaleSpeed: CGFloat = 0
    /// How fast a particle turns, in radians per second, like `CAEmitterCell.spin` (0),
    /// multiplied by the layer's `spin`.
    public var spin: CGFloat = 0
    /// How far a particle's spin varies either way, like `CAEmitterCell.spinRange` (0).
    public var spinRange: CGFloat = 0

    // MARK: Colour
    /// The colour a particle's image is multiplied by, like `CAEmitterCell.color`
    /// (opaque white, which leaves the image as it is); `nil` counts as opaque white.
    public var color: Color? = .white
    /// How far a particle's red varies either way, like `CAEmitterCell.redRange` (0).
    public var redRange: Float = 0
    /// How far a particle's green varies either way, like `CAEmitterCell.greenRange` (0).
    public var greenRange: Float = 0
    /// How far a particle's blue varies either way, like `CAEmitterCell.blueRange` (0).
    public var blueRange: Float = 0
    /// How far a particle's alpha varies either way, like `CAEmitterCell.alphaRange` (0).
    public var alphaRange: Float = 0
    /// How much a particle's red changes each second, like `CAEmitterCell.redSpeed` (0).
    public var redSpeed: Float = 0
    /// How much a particle's green changes each second, like `CAEmitterCell.greenSpeed` (0).
    public var greenSpeed: Float = 0
    /// How much a particle's blue changes each second, like `CAEmitterCell.blueSpeed` (0).
    public var blueSpeed: Float = 0
    /// How much a particle's alpha changes each second, like `CAEmitterCell.alphaSpeed`
    /// (0; −1 fades a particle out over a second). Each channel is held to 0…1.
    public var alphaSpeed: Float = 0

    // MARK: Content
    /// The image each particle shows, like `CAEmitterCell.contents`: a `CGImage` (what
    /// iOS code assigns, `image.cgImage`) or an `Image`. `nil` (the default) shows
    /// nothing, as in Core Animation; anything else shows nothing and is reported.
    public var contents: Any? {
        didSet { contentsImage = Self.image(ofContents: contents) }
    }
    /// The image `contents` holds.
    private(set) var contentsImage: Image?
    /// The part of the image shown, in its unit coordinate space, like
    /// `CAEmitterCell.contentsRect` (the whole image). A rectangle that is not finite
    /// or has no area is ignored and reported.
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            let r = contentsRect
            guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0 else {
                Diagnostics.report("CAEmitterCell.contentsRect: ignoring \(r), which is not a finite rectangle with an area")
                return contentsRect = oldValue
            }
        }
    }
    /// Pixels of the image per point of a particle at scale 1, like
    /// `CAEmitterCell.contentsScale` (1). A value that is not a positive number is
    /// ignored and reported.
    public var contentsScale: CGFloat = 1 {
        didSet {
            guard contentsScale.isFinite, contentsScale > 0 else {
                Diagnostics.report("CAEmitterCell.contentsScale: ignoring \(contentsScale), which is not a positive number")
                return contentsScale = oldValue
            }
        }
    }
    /// How the image is resampled when a particle shows it larger than its pixels,
    /// like `CAEmitterCell.magnificationFilter` (`ContentsFilter.linear.rawValue`;
    /// `nearest` keeps hard pixel edges).
    public var magnificationFilter = ContentsFilter.linear.rawValue
    /// How the image is resampled when a particle shows it smaller than its pixels,
    /// like `CAEmitterCell.minificationFilter` (`ContentsFilter.linear.rawValue`).
    public var minificationFilter = ContentsFilter.linear.rawValue
    /// The mipmap level bias of `trilinear` minification, like
    /// `CAEmitterCell.minificationFilterBias` (0): kept; Easel does not mipmap.
    public var minificationFilterBias: Float = 0

    // MARK: Sub-cells and style
    /// Cells whose particles each particle of this cell emits, like
    /// `CAEmitterCell.emitterCells` (`nil`). Kept; Easel's emitters emit the layer's
    /// own cells only, so these particles are not shown.
    public var emitterCells: [EmitterCell]?
    /// Extra values for the cell, like `CAEmitterCell.style` (`nil`): kept for the caller.
    public var style: [AnyHashable: Any]?

    // MARK: Media timing (see EmitterCell+MediaTiming)
    /// When the cell starts emitting, in the layer's time, like `CAMediaTiming.beginTime` (0).
    public var beginTime: TimeInterval = 0
    /// How long one cycle of the cell's emission lasts, like `CAMediaTiming.duration`
    /// (0: the cell emits for as long as the layer does).
    public var duration: TimeInterval = 0
    /// How fast the cell's time runs against the layer's, like `CAMediaTiming.speed` (1).
    public var speed: Float = 1
    /// An offset into the cell's time, like `CAMediaTiming.timeOffset` (0).
    public var timeOffset: TimeInterval = 0
    /// How many cycles the cell emits for, like `CAMediaTiming.repeatCount` (0 is one).
    public var repeatCount: Float = 0
    /// How long the cell emits for, like `CAMediaTiming.repeatDuration` (0 leaves it to
    /// `repeatCount`).
    public var repeatDuration: TimeInterval = 0
    /// Whether each cycle is followed by its reverse, like `CAMediaTiming.autoreverses`
    /// (which doubles the time the cell emits for).
    public var autoreverses = false
    /// Whether the cell emits outside its active time, like `CAMediaTiming.fillMode`
    /// (`removed`: only within it; `backwards` before it too, `forwards` after it, `both` both).
    public var fillMode = FillMode.removed

    /// A cell with Core Animation's defaults, like `CAEmitterCell()`: enabled, emitting
    /// nothing until it has a `birthRate`, a `lifetime` and `contents`.
    public init() {}

    /// The image a `contents` value shows; `nil` for `nil` and, reported, for anything
    /// that is not an image.
    private static func image(ofContents contents: Any?) -> Image? {
        guard let contents else { return nil }
        if let image = contents as? Image { return image }
        if let convertible = contents as? LayerContents { return convertible.layerContentsImage }
        Diagnostics.report("CAEmitterCell.contents: a \(type(of: contents)) is not an image (a CGImage); the cell's particles show nothing")
        return nil
    }
}
