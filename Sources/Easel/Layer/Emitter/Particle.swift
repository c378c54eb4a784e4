import EaselGraphics
import Foundation

/// One particle of an emitter layer: what it drew when it was born, from which its
/// state at any later time follows in closed form (so the particle is where it would
/// be whatever frames the simulation was advanced by).
struct Particle {
    /// The cell that emitted it, whose image, `contentsRect`, `contentsScale` and
    /// filters it shows.
    let cell: EmitterCell
    /// When it was born, in the emitter layer's time.
    let birth: TimeInterval
    /// How many seconds it lives.
    let lifetime: TimeInterval
    /// Where it was born, in the layer's coordinates.
    let origin: CGPoint
    /// Its velocity at birth, in points per second.
    let velocity: CGVector
    /// Its acceleration, in points per second².
    let acceleration: CGVector
    /// Its scale at birth and its change per second.
    let scale: CGFloat, scaleSpeed: CGFloat
    /// How fast it turns, in radians per second.
    let spin: CGFloat
    /// Its red, green, blue and alpha at birth, and their changes per second.
    let color: [Double], colorSpeed: [Double]

    /// Whether it is alive at `time`.
    func isAlive(at time: TimeInterval) -> Bool {
        let age = time - birth
        return age >= 0 && age < lifetime
    }

    /// Where its centre is at `time`.
    func position(at time: TimeInterval) -> CGPoint {
        let age = CGFloat(time - birth)
        return CGPoint(x: origin.x + velocity.dx * age + acceleration.dx * age * age / 2,
                       y: origin.y + velocity.dy * age + acceleration.dy * age * age / 2)
    }

    /// Its scale at `time` (0 once it has shrunk away).
    func scale(at time: TimeInterval) -> CGFloat { max(0, scale + scaleSpeed * CGFloat(time - birth)) }

    /// How far it has turned at `time`, in radians.
    func angle(at time: TimeInterval) -> CGFloat { spin * CGFloat(time - birth) }

    /// The colour its image is multiplied by at `time`, each channel held to 0…1.
    func tint(at time: TimeInterval) -> Color {
        let age = time - birth
        let channels = (0..<4).map { min(1, max(0, color[$0] + colorSpeed[$0] * age)) }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    }

    /// Its size in points at `time`: the shown part of its image, in pixels over the
    /// cell's `contentsScale`, times its scale; `nil` when it shows no image.
    func size(at time: TimeInterval) -> CGSize? {
        guard let image = cell.contentsImage else { return nil }
        let part = cell.contentsRect, factor = scale(at: time) / cell.contentsScale
        return CGSize(width: CGFloat(image.pixelWidth) * part.width * factor,
                      height: CGFloat(image.pixelHeight) * part.height * factor)
    }
}
