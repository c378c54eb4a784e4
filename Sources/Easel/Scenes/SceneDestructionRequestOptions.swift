import Foundation

/// How a scene's session is to be ended, like `UISceneDestructionRequestOptions`: Easel
/// animates no dismissal, so it has nothing to set.
public final class SceneDestructionRequestOptions: NSObject, @unchecked Sendable {}
