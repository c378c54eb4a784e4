import EaselGraphics
import Foundation

/// How the compositor draws an emitter layer's particles: each live particle's image
/// (the part its cell's `contentsRect` names) centred on the particle, scaled, turned
/// by its spin, multiplied by its colour, in the order `renderMode` says.
extension EmitterLayer {
    /// Draws the live particles, in the layer's coordinates.
    func renderParticles(in context: GraphicsContext) {
        guard let time = simulation.time else { return }
        let particles = simulation.particles
        context.saveGState()
        defer { context.restoreGState() }
        if renderMode == .additive { context.setBlendMode(.plusLighter) }
        for particle in renderMode == .oldestLast ? particles.reversed() : particles {
            draw(particle, at: time, in: context)
        }
    }

    /// `bounds` with every live particle's image, turned any way.
    func particlesArea(including bounds: CGRect) -> CGRect {
        guard let time = simulation.time else { return bounds }
        var area = bounds
        for particle in simulation.particles {
            guard let size = particle.size(at: time), size.width > 0, size.height > 0 else { continue }
            let reach = (size.width * size.width + size.height * size.height).squareRoot() / 2
            let center = particle.position(at: time)
            let box = CGRect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach)
            area = area.isEmpty ? box : area.union(box)
        }
        return area
    }

    private func draw(_ particle: Particle, at time: TimeInterval, in context: GraphicsContext) {
        let cell = particle.cell
        guard let image = cell.contentsImage, let size = particle.size(at: time), size.width > 0, size.height > 0 else {
            return
        }
        let tint = particle.tint(at: time)
        guard tint.alpha > 0 else { return }
        let center = particle.position(at: time)
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: center.x, y: center.y)
        context.rotate(by: particle.angle(at: time))
        let shown = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        context.clip(to: shown)
        // The whole image, placed so that the part `contentsRect` names fills `shown`.
        let part = cell.contentsRect
        let whole = CGRect(x: shown.minX - part.minX * size.width / part.width,
                           y: shown.minY - part.minY * size.height / part.height,
                           width: size.width / part.width, height: size.height / part.height)
        let ctm = context.ctm
        let magnified = size.width * (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot() > CGFloat(image.pixelWidth) * part.width
        let filter = magnified ? cell.magnificationFilter : cell.minificationFilter
        context.interpolationQuality = filter == ContentsFilter.nearest.rawValue ? .none : .default
        context.draw(image.multiplied(by: tint), in: whole)
    }
}
