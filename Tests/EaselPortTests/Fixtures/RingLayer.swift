//
//  RingLayer.swift
//
//  A progress ring drawn by a layer whose progress is an `@NSManaged` property, as
//  KDCircularProgress and MKRingProgressView write theirs for iOS: Core Animation keeps
//  the value by key, and a change of the key redraws the layer.
//

import UIKit

final class RingLayer: CALayer {
    @NSManaged var progress: CGFloat
    @NSManaged public var trackColor: CGColor?

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 5
        ctx.setLineWidth(10)
        ctx.setStrokeColor(trackColor ?? UIColor.lightGray.cgColor)
        ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        ctx.strokePath()
        guard progress > 0 else { return }
        ctx.setStrokeColor(UIColor.systemBlue.cgColor)
        ctx.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress,
                   clockwise: false)
        ctx.strokePath()
    }
}

final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }

    var progress: CGFloat {
        get { (layer as! RingLayer).progress }
        set { layer.setValue(newValue, forKey: "progress") }
    }
}
