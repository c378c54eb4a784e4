import Testing
import UIKit

@MainActor
@Suite struct InterfaceOrientationTests {
    @Test func theOrientationsHaveUIKitsCasesAndRawValues() {
        #expect(UIInterfaceOrientation.allCases == [.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
        #expect(UIInterfaceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 4, 3])
        #expect(UIInterfaceOrientation(rawValue: 3) == .landscapeRight)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue,
                "the interface turns the other way from the device")
        #expect(UIInterfaceOrientation.allCases.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
        #expect(UIInterfaceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
        #expect(UIInterfaceOrientationMask.all.contains(.portraitUpsideDown))
        #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
    }

    @Test func upsideDownKeepsPortraitsSizeAndSafeArea() {
        let phone = Device.all.first { $0.name == "iPhone 16e" }!
        #expect(phone.size(in: .portraitUpsideDown) == CGSize(width: 390, height: 844))
        #expect(phone.safeAreaInsets(in: .portraitUpsideDown) == phone.safeAreaInsets(in: .portrait))
        #expect(phone.size(in: .unknown) == CGSize(width: 390, height: 844))
        let window = UIWindow(device: phone, orientation: .portraitUpsideDown)
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
    }
}
