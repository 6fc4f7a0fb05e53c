import DoctoolCLI
import Foundation

exit(Doctool.runFromProcess())
