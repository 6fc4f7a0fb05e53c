// Sample code says `import UIKit` and then uses CGFloat, CGPoint, CGRect and Foundation freely.
// Foundation on Linux already defines the Core Graphics scalar and rect types, so we re-export it
// rather than define our own (a second CGFloat makes sample code fail with "'CGFloat' is ambiguous").
@_exported import Foundation
