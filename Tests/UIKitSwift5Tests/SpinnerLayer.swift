//
//  SpinnerLayer.swift
//
//  A spinner's arc written as TransitionButton's `SpinerLayer` is for iOS: its own
//  `init(frame:)` calling `super.init()`, an `init(layer:)` that copies the layer's
//  colour into presentation copies, a `fatalError` `init?(coder:)`, and no `init()`.
//

import UIKit

class SpinnerLayer: CAShapeLayer {

    var spinnerColor = UIColor.white {
        didSet {
            strokeColor = spinnerColor.cgColor
        }
    }

    init(frame: CGRect) {
        super.init()
        self.frame = CGRect(x: 0, y: 0, width: frame.height, height: frame.height)
        path = UIBezierPath(arcCenter: CGPoint(x: frame.height / 2, y: frame.height / 2), radius: frame.height / 4,
                            startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        fillColor = nil
        strokeColor = spinnerColor.cgColor
        lineWidth = 4
        strokeEnd = 0.4
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let layer = layer as? SpinnerLayer {
            spinnerColor = layer.spinnerColor
        }
    }

    override init() {
        super.init()
    }

    func startAnimation() {
        let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
        rotate.fromValue = 0
        rotate.toValue = Double.pi * 2
        rotate.duration = 0.4
        rotate.timingFunction = CAMediaTimingFunction(name: .linear)
        rotate.repeatCount = .infinity
        add(rotate, forKey: rotate.keyPath)
    }
}
