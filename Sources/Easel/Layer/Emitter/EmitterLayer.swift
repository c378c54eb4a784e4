import EaselGraphics
import Foundation

/// A layer that emits, moves and draws particles, like `CAEmitterLayer`: confetti,
/// sparks, snow.
///
/// Each of its `emitterCells` gives birth to particles at its rate on the layer's
/// `emitterShape`, and each particle moves, grows, spins and changes colour as its cell
/// says until its lifetime is over. The layer's `birthRate`, `lifetime`, `velocity`,
/// `scale` and `spin` multiply its cells' values.
///
/// Particles live in the layer's time (the window's virtual time, through the layer's
/// `beginTime`, `speed` and `timeOffset`): while the layer is in a window and has
/// particles or can give birth to them, it advances at every VSync and the compositor
/// draws each live particle at the screen's resolution, above the background and
/// `contents`, below the sublayers, unclipped (unless `masksToBounds`). Its random
/// values come from `seed` through a generator that is the same on every host (see
/// `ParticleSimulation`), so the same scene gives the same pixels. The layer is
/// composited flat, as with `preservesDepth` off: depth (`emitterZPosition`,
/// `emitterDepth`, latitude and z acceleration) shows only as motion in the plane.
open class EmitterLayer: Layer {
    override class var rendersInCompositor: Bool { true }

    /// The kinds of particle the layer emits, like `CAEmitterLayer.emitterCells`
    /// (`nil`); the particles of a cell taken out go with it.
    public var emitterCells: [EmitterCell]? {
        didSet { emitterDidChange() }
    }
    /// Multiplies every cell's `birthRate`, like `CAEmitterLayer.birthRate` (1); 0
    /// stops births, and the particles already born live out their lives.
    public var birthRate: Float = 1 {
        didSet { emitterDidChange() }
    }
    /// Multiplies the lifetime of every particle born from now, like
    /// `CAEmitterLayer.lifetime` (1).
    public var lifetime: Float = 1
    /// The centre of the emission shape, in the layer's coordinates, like
    /// `CAEmitterLayer.emitterPosition` ((0, 0)). A point that is not finite is ignored
    /// and reported.
    public var emitterPosition = CGPoint.zero {
        didSet { if !acceptsGeometry("emitterPosition", emitterPosition.x, emitterPosition.y) { emitterPosition = oldValue } }
    }
    /// The depth of the emission shape's centre, like `CAEmitterLayer.emitterZPosition`
    /// (0): kept; the layer is composited flat.
    public var emitterZPosition: CGFloat = 0
    /// The size of the emission shape, like `CAEmitterLayer.emitterSize` (zero; see
    /// `EmitterShape` for what each shape reads). A size that is not finite is ignored
    /// and reported.
    public var emitterSize = CGSize.zero {
        didSet { if !acceptsGeometry("emitterSize", emitterSize.width, emitterSize.height) { emitterSize = oldValue } }
    }
    /// The depth of a cuboid emission shape, like `CAEmitterLayer.emitterDepth` (0):
    /// kept; the layer is composited flat.
    public var emitterDepth: CGFloat = 0
    /// The shape particles are born on, like `CAEmitterLayer.emitterShape` (`point`).
    public var emitterShape = EmitterShape.point
    /// The part of the shape particles are born on, like `CAEmitterLayer.emitterMode` (`volume`).
    public var emitterMode = EmitterMode.volume
    /// The order and blend particles are composited with, like
    /// `CAEmitterLayer.renderMode` (`unordered`).
    public var renderMode = RenderMode.unordered {
        didSet { if oldValue != renderMode { compositingWillChange() } }
    }
    /// Whether particles keep their depth, like `CAEmitterLayer.preservesDepth`
    /// (`false`): kept; Easel composites the layer flat either way.
    public var preservesDepth = false
    /// Multiplies the velocity of every particle born from now, like
    /// `CAEmitterLayer.velocity` (1).
    public var velocity: Float = 1
    /// Multiplies the scale of every particle born from now, like `CAEmitterLayer.scale` (1).
    public var scale: Float = 1
    /// Multiplies the spin of every particle born from now, like `CAEmitterLayer.spin` (1).
    public var spin: Float = 1
    /// The seed of the random values particles are born with, like
    /// `CAEmitterLayer.seed` (0): the same seed gives the same particles.
    public var seed: UInt32 = 0

    /// The particles, shared with the layer's presentation copies.
    private(set) var simulation = ParticleSimulation()
    /// The event loop whose VSyncs advance the particles; `nil` while they stand still.
    private weak var tickingLoop: EventLoop?

    override func copyState(from layer: Layer) {
        super.copyState(from: layer)
        guard let emitter = layer as? EmitterLayer else { return }
        emitterCells = emitter.emitterCells
        birthRate = emitter.birthRate
        lifetime = emitter.lifetime
        emitterPosition = emitter.emitterPosition
        emitterZPosition = emitter.emitterZPosition
        emitterSize = emitter.emitterSize
        emitterDepth = emitter.emitterDepth
        emitterShape = emitter.emitterShape
        emitterMode = emitter.emitterMode
        renderMode = emitter.renderMode
        preservesDepth = emitter.preservesDepth
        velocity = emitter.velocity
        scale = emitter.scale
        spin = emitter.spin
        seed = emitter.seed
        simulation = emitter.simulation
    }

    override var contentColors: [Color?] { (emitterCells ?? []).map(\.color) }

    override func renderContent(in context: GraphicsContext) { renderParticles(in: context) }

    override func paintedArea(of bounds: CGRect) -> CGRect { particlesArea(including: bounds) }

    /// The cells or the birth rate changed: an emitter in a window that can now give
    /// birth starts advancing.
    private func emitterDidChange() {
        if let window = hostWindow { startRunning(in: window) }
    }

    /// The layer is in `window` (it joined it, or its settings changed there): it
    /// advances at each of the window's VSyncs while it has particles or can give
    /// birth to them.
    override func startRunning(in window: Window) {
        guard tickingLoop !== window.eventLoop, simulation.isRunning(for: self) else { return }
        tickingLoop = window.eventLoop
        if simulation.time == nil { simulation.advance(self, to: localTime(atGlobalTime: window.eventLoop.now)) }
        window.eventLoop.setVSyncListener(for: self) { [weak self, weak window] time in
            self?.advance(to: time, in: window)
        }
    }

    /// A VSync at `time` (the event loop's): the particles move on, and the area they
    /// covered and cover now is damaged. An emitter that left the window, or has no
    /// particles and can give birth to none, stops advancing.
    private func advance(to time: TimeInterval, in window: Window?) {
        guard let window, hostWindow === window else { return stopEmitting() }
        if !simulation.particles.isEmpty { compositingWillChange() }
        simulation.advance(self, to: localTime(atGlobalTime: time))
        if !simulation.particles.isEmpty { compositingWillChange() }
        if !simulation.isRunning(for: self) { stopEmitting() }
    }

    private func stopEmitting() {
        tickingLoop?.setVSyncListener(for: self, nil)
        tickingLoop = nil
    }
}
