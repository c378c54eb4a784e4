import EaselGraphics
import Foundation

/// The particles of an emitter layer and the births still to come, advanced along the
/// layer's time. The layer and its presentation copies share one simulation.
///
/// A cell with rate `r` (its `birthRate` × the layer's) has its `n`-th particle born
/// `n / r` seconds into its emission, wherever the frames fall; particle `n` draws its
/// values from `ParticleRandom(seed:cell:particle:)`. Time starts at the layer's time
/// 0, as Core Animation's emitters do: an emitter first shown later already has the
/// particles still alive from its earlier births (iOS code sets the layer's
/// `beginTime` to `CACurrentMediaTime()` to start without them).
@MainActor
final class ParticleSimulation {
    /// The most particles an emitter keeps alive; births beyond it are dropped, and
    /// reported, where Core Animation's render server would stall.
    static let maximumParticleCount = 10_000

    /// The live particles, oldest first.
    private(set) var particles: [Particle] = []
    /// The layer time the simulation has reached; `nil` before its first step.
    private(set) var time: TimeInterval?
    /// Each cell's births (keyed by the cell's identity, the cell kept with it).
    private var births: [ObjectIdentifier: (cell: EmitterCell, schedule: BirthSchedule)] = [:]
    /// Problems already reported, so that each is told once per emitter.
    private var reported: Set<String> = []

    /// Moves the simulation on to `time` in `emitter`'s time, with its present settings:
    /// births up to then, deaths by then.
    func advance(_ emitter: EmitterLayer, to time: TimeInterval) {
        let cells = emitter.emitterCells ?? []
        let start = self.time ?? (time > 0 ? max(0, time - longestLifetime(of: cells, in: emitter)) : time)
        self.time = max(start, time)
        // The particles of cells the layer no longer has go with them.
        let present = Set(cells.map(ObjectIdentifier.init))
        particles.removeAll { !present.contains(ObjectIdentifier($0.cell)) }
        births = births.filter { present.contains($0.key) }
        if time > start {
            var born: [Particle] = []
            for (index, cell) in cells.enumerated() {
                emitParticles(of: cell, at: index, from: start, to: time, in: emitter, into: &born)
            }
            particles += born.sorted { $0.birth < $1.birth }
        }
        particles.removeAll { !$0.isAlive(at: self.time!) }
    }

    /// Whether the simulation can change from now on: particles are alive, or the
    /// emitter may give birth to some.
    func isRunning(for emitter: EmitterLayer) -> Bool {
        !particles.isEmpty || (emitter.birthRate > 0 && !(emitter.emitterCells ?? []).isEmpty)
    }

    /// The particles `cell` (at `index` among the layer's cells) gives birth to after
    /// `start` and up to `end`.
    private func emitParticles(of cell: EmitterCell, at index: Int, from start: TimeInterval, to end: TimeInterval,
                               in emitter: EmitterLayer, into born: inout [Particle]) {
        let key = ObjectIdentifier(cell)
        let rate = cell.isEnabled ? Double(cell.birthRate) * Double(emitter.birthRate) : 0
        var schedule = births[key]?.schedule ?? BirthSchedule(start: start)
        let (first, last) = schedule.births(from: start, to: end, rate: rate.isFinite ? max(0, rate) : 0)
        births[key] = (cell, schedule)
        for number in first..<last {
            let birth = schedule.time(ofBirth: number)
            guard cell.emits(atLayerTime: birth) else { continue }
            guard particles.count + born.count < Self.maximumParticleCount else {
                return report("particles", "\(emitter.traceName): holding \(Self.maximumParticleCount) particles; "
                              + "the births beyond them are dropped")
            }
            var random = ParticleRandom(seed: emitter.seed, cell: index, particle: number)
            if let particle = particle(of: cell, bornAt: birth, in: emitter, drawing: &random) {
                if particle.isAlive(at: end) { born.append(particle) }
            } else {
                report("cell \(key)", "CAEmitterCell \(cell.name ?? "(unnamed)"): a value is not finite; "
                       + "its particles are not born")
            }
        }
    }

    /// A particle of `cell` born at `birth`, its values drawn from `random` in a fixed
    /// order; `nil` when a value comes out not finite.
    private func particle(of cell: EmitterCell, bornAt birth: TimeInterval, in emitter: EmitterLayer,
                          drawing random: inout ParticleRandom) -> Particle? {
        func varied(_ value: Double, by range: Double) -> Double { value + range * random.signedUnit() }
        let lifetime = varied(Double(cell.lifetime), by: Double(cell.lifetimeRange)) * Double(emitter.lifetime)
        let origin = emissionPoint(of: emitter, drawing: &random)
        let longitude = varied(cell.emissionLongitude, by: cell.emissionRange / 2)
        let latitude = varied(cell.emissionLatitude, by: cell.emissionRange / 2)
        let speed = varied(cell.velocity, by: cell.velocityRange) * Double(emitter.velocity) * cos(latitude)
        let scale = varied(cell.scale, by: cell.scaleRange) * Double(emitter.scale)
        let spin = varied(cell.spin, by: cell.spinRange) * Double(emitter.spin)
        let base = (cell.color ?? .white).resolvedForDrawing
        let ranges = [cell.redRange, cell.greenRange, cell.blueRange, cell.alphaRange]
        let color = zip([base.red, base.green, base.blue, base.alpha], ranges).map { varied($0, by: Double($1)) }
        let colorSpeed = [cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed].map(Double.init)
        let particle = Particle(cell: cell, birth: birth, lifetime: lifetime, origin: origin,
                                velocity: CGVector(dx: speed * cos(longitude), dy: speed * sin(longitude)),
                                acceleration: CGVector(dx: cell.xAcceleration, dy: cell.yAcceleration),
                                scale: scale, scaleSpeed: cell.scaleSpeed * CGFloat(emitter.scale), spin: spin,
                                color: color, colorSpeed: colorSpeed)
        let values = [lifetime, origin.x, origin.y, particle.velocity.dx, particle.velocity.dy,
                      particle.acceleration.dx, particle.acceleration.dy, scale, particle.scaleSpeed, spin]
                     + color + colorSpeed
        return values.allSatisfy(\.isFinite) ? particle : nil
    }

    /// Where a particle is born: a point of the emitter's shape, in the part of it its
    /// mode names (two numbers drawn from `random` whatever the shape).
    private func emissionPoint(of emitter: EmitterLayer, drawing random: inout ParticleRandom) -> CGPoint {
        let (a, b) = (random.unit(), random.unit())
        let center = emitter.emitterPosition, size = emitter.emitterSize
        let mode = emitter.emitterMode
        func at(_ dx: Double, _ dy: Double) -> CGPoint { CGPoint(x: center.x + dx, y: center.y + dy) }
        switch emitter.emitterShape {
        case .point:
            return center
        case .line:
            if mode == .points { return at(a < 0.5 ? -size.width / 2 : size.width / 2, 0) }
            return at((a - 0.5) * size.width, 0)
        case .rectangle, .cuboid:
            let (w, h) = (Double(size.width), Double(size.height))
            switch mode {
            case .points:
                return at(a < 0.5 ? -w / 2 : w / 2, b < 0.5 ? -h / 2 : h / 2)
            case .outline:
                return pointOnOutline(width: w, height: h, at: a * 2 * (w + h), from: at(-w / 2, -h / 2))
            default:
                return at((a - 0.5) * w, (b - 0.5) * h)
            }
        case .circle, .sphere:
            let radius = Double(size.width), angle = 2 * Double.pi * a
            switch mode {
            case .points: return center
            case .outline: return at(radius * cos(angle), radius * sin(angle))
            default: return at(radius * b.squareRoot() * cos(angle), radius * b.squareRoot() * sin(angle))
            }
        default:
            report("shape", "\(emitter.traceName): \"\(emitter.emitterShape.rawValue)\" is not an emitter shape; "
                   + "particles are emitted from emitterPosition")
            return center
        }
    }

    /// The point `distance` along the outline of a `width` × `height` rectangle whose
    /// top-left corner is `corner`, clockwise from that corner.
    private func pointOnOutline(width: Double, height: Double, at distance: Double, from corner: CGPoint) -> CGPoint {
        switch distance {
        case ..<width: CGPoint(x: corner.x + distance, y: corner.y)
        case ..<(width + height): CGPoint(x: corner.x + width, y: corner.y + distance - width)
        case ..<(2 * width + height): CGPoint(x: corner.x + 2 * width + height - distance, y: corner.y + height)
        default: CGPoint(x: corner.x, y: corner.y + 2 * (width + height) - distance)
        }
    }

    /// The longest a particle of `cells` can live: how far before the first step
    /// births still show.
    private func longestLifetime(of cells: [EmitterCell], in emitter: EmitterLayer) -> TimeInterval {
        let longest = cells.map { Double($0.lifetime) + Swift.abs(Double($0.lifetimeRange)) }.max() ?? 0
        let scaled = longest * Double(emitter.lifetime)
        return scaled.isFinite ? max(0, scaled) : 0
    }

    /// Reports `message` the first time the problem `key` arises.
    private func report(_ key: String, _ message: String) {
        guard reported.insert(key).inserted else { return }
        Diagnostics.report(message)
    }
}
