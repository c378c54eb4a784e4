import EaselGraphics
import Foundation
import Testing

/// A context kept past its drawing call draws nothing and reports each use.
@Suite struct InvalidContextTests {
    @Test func everyOperationOfAKeptContextReportsAndDrawsNothing() throws {
        var kept: GraphicsContext?
        let image = render(10, 10) { kept = $0 }
        let context = try #require(kept)
        let photo = Image(width: 1, height: 1, rgbaBytes: [255, 0, 0, 255])
        let gradient = Gradient(colors: [.red, .blue])!
        let operations: [(String, () -> Void)] = [
            ("saveGState()", { context.saveGState() }),
            ("translateBy(x:y:)", { context.translateBy(x: 1, y: 1) }),
            ("concatenate(_:)", { context.concatenate(.identity) }),
            ("ctm", { _ = context.ctm }),
            ("beginPath()", { context.beginPath() }),
            ("move(to:)", { context.move(to: .zero) }),
            ("addLine(to:)", { context.addLine(to: CGPoint(x: 5, y: 5)) }),
            ("addRect(_:)", { context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5)) }),
            ("addArc(center:radius:startAngle:endAngle:clockwise:)", {
                context.addArc(center: .zero, radius: 3, startAngle: 0, endAngle: 1, clockwise: false)
            }),
            ("addPath(_:)", { context.addPath(BezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5))) }),
            ("isPathEmpty", { _ = context.isPathEmpty }),
            ("boundingBoxOfPath", { _ = context.boundingBoxOfPath }),
            ("setFillColor(_:)", { context.setFillColor(.red) }),
            ("fillPath(using:)", { context.fillPath() }),
            ("fill(_:)", { context.fill([CGRect(x: 0, y: 0, width: 10, height: 10)]) }),
            ("fillEllipse(in:)", { context.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }),
            ("clear(_:)", { context.clear(CGRect(x: 0, y: 0, width: 10, height: 10)) }),
            ("setLineWidth(_:)", { context.setLineWidth(3) }),
            ("setLineDash(phase:lengths:)", { context.setLineDash(phase: 0, lengths: [1, 1]) }),
            ("strokePath()", { context.strokePath() }),
            ("stroke(_:width:)", { context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10), width: 2) }),
            ("clip(to:)", { context.clip(to: [CGRect(x: 0, y: 0, width: 5, height: 5)]) }),
            ("setAlpha(_:)", { context.setAlpha(0.5) }),
            ("setBlendMode(_:)", { context.setBlendMode(.multiply) }),
            ("setShadow(offset:blur:color:)", { context.setShadow(offset: .zero, blur: 1, color: .black) }),
            ("interpolationQuality", { context.interpolationQuality = .high }),
            ("drawLinearGradient(_:start:end:options:)", {
                context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
            }),
            ("drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)", {
                context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero,
                                           endRadius: 5, options: [])
            }),
            ("draw(_:in:)", { context.draw(photo, in: CGRect(x: 0, y: 0, width: 10, height: 10)) }),
            ("restoreGState()", { context.restoreGState() }),
        ]
        for (name, operation) in operations {
            let (_, messages) = Diagnostics.collect(during: operation)
            #expect(messages.count == 1, "\(name)")
            #expect(messages.first?.hasPrefix("invalid context: \(name)") == true, "\(name): \(messages)")
        }
        #expect(image.rgbaBytes.allSatisfy { $0 == 0 })
        #expect(!context.isValid)
    }
}
