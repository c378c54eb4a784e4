import EaselGraphics
import Foundation

extension DrawCommand {
    /// Performs the command on `context` with the `GraphicsContext` call it names.
    func perform(in context: GraphicsContext) {
        switch self {
        case .saveGState: context.saveGState()
        case .restoreGState: context.restoreGState()
        case .translate(let x, let y): context.translateBy(x: x, y: y)
        case .scale(let x, let y): context.scaleBy(x: x, y: y)
        case .rotate(let angle): context.rotate(by: angle)
        case .concatenate(let transform): context.concatenate(transform)
        case .setAlpha(let alpha): context.setAlpha(alpha)
        case .setBlendMode(let mode): context.setBlendMode(mode)
        case .setShadow(let offset, let blur, let color):
            if let color { context.setShadow(offset: offset, blur: blur, color: color) } else {
                context.setShadow(offset: offset, blur: blur)
            }
        case .beginPath: context.beginPath()
        case .move(let point): context.move(to: point)
        case .addLine(let point): context.addLine(to: point)
        case .addCurve(let end, let control1, let control2): context.addCurve(to: end, control1: control1, control2: control2)
        case .addQuadCurve(let end, let control): context.addQuadCurve(to: end, control: control)
        case .addArc(let center, let radius, let start, let end, let clockwise):
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        case .addRect(let rect): context.addRect(rect)
        case .addEllipse(let rect): context.addEllipse(in: rect)
        case .addRoundedRect(let rect, let radius): context.addPath(BezierPath(roundedRect: rect, cornerRadius: radius))
        case .closePath: context.closePath()
        case .fill(let rule, let color):
            if let color { context.setFillColor(color) }
            context.fillPath(using: rule)
        case .stroke(let style): stroke(style, in: context)
        case .clip(let rule): context.clip(using: rule)
        case .clipToRect(let rect): context.clip(to: rect)
        case .linearGradient(let gradient, let start, let end, let options):
            context.drawLinearGradient(gradient, start: start, end: end, options: options)
        case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, let options):
            context.drawRadialGradient(gradient, startCenter: startCenter, startRadius: startRadius,
                                       endCenter: endCenter, endRadius: endRadius, options: options)
        case .text(let string, .at(let point), let attributes): context.draw(string, at: point, withAttributes: attributes)
        case .text(let string, .inRect(let rect), let attributes): context.draw(string, in: rect, withAttributes: attributes)
        case .image(let image, let rect): context.draw(image.image, in: rect)
        }
    }

    /// Sets what the style gives (it stays set, as the `CGContext` setters do), then strokes.
    private func stroke(_ style: StrokeStyle, in context: GraphicsContext) {
        if let color = style.color { context.setStrokeColor(color) }
        if let width = style.width { context.setLineWidth(width) }
        if let cap = style.cap { context.setLineCap(cap) }
        if let join = style.join { context.setLineJoin(join) }
        if let limit = style.miterLimit { context.setMiterLimit(limit) }
        if let dash = style.dash { context.setLineDash(phase: dash.phase, lengths: dash.lengths) }
        context.strokePath()
    }
}
