/** English texts. Every user-visible string of the web app lives here (keys by area, then by page). */
const en = {
  brand: {
    name: 'RaktSetu',
    homeLink: 'RaktSetu home',
  },
  common: {
    documentTitle: '{{page}} · RaktSetu',
    skipToContent: 'Skip to content',
    loading: 'Loading...',
    close: 'Close',
    dismiss: 'Dismiss',
    backToDashboard: 'Back to dashboard',
    notifications: 'Notifications',
  },
  errors: {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page. Refreshing usually helps; if it keeps happening, go back to the home page.',
    refresh: 'Refresh Page',
    home: 'Go Home',
    network: 'Unable to reach RaktSetu. Please check your internet connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    unknown: 'An unknown error occurred',
  },
  roles: {
    Patient: 'Patient',
    Donor: 'Donor',
    unknown: 'Unknown',
  },
  nav: {
    mainLabel: 'Main',
    signIn: 'Sign In',
    joinNow: 'Join Now',
    dashboard: 'Dashboard',
    requests: 'Requests',
    donors: 'Find Donors',
    profile: 'Profile',
    sos: 'SOS',
    sosLabel: 'Emergency SOS',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mobileMenuLabel: 'Mobile',
    notifications: 'Notifications',
    notificationsUnread_one: 'Notifications, {{count}} unread',
    notificationsUnread_other: 'Notifications, {{count}} unread',
    noNotifications: 'No notifications found.',
    viewAllNotifications: 'View all notifications',
    accountMenu: 'Account menu',
    signedInAs: 'Signed in as {{role}}',
    myProfile: 'My Profile',
    settings: 'Settings',
    help: 'Help & Support',
    signOut: 'Sign Out',
    signingOut: 'Signing Out...',
  },
  auth: {
    verifying: 'Verifying authentication...',
    completing: 'Completing authentication...',
    accessDenied: {
      title: 'Access Denied',
      message: "You don't have permission to access this page.",
      requiredRoles: 'Required role: {{roles}}',
      yourRole: 'Your role: {{role}}',
    },
  },
  landing: {
    title: 'Blood donors and emergency support for Thalassemia',
    hero: {
      eyebrow: 'For Thalassemia patients, families and donors across India',
      headline: 'Together, we can fight Thalassemia',
      message:
        'Join the fight against Thalassemia. Connect with donors, access emergency support, find blood banks near you and get answers from CareBot, so no patient has to search for blood alone.',
      joinAsPatient: 'Join as Patient',
      becomeDonor: 'Become a Donor',
      haveAccount: 'Already have an account?',
      signIn: 'Sign In',
    },
    stats: {
      heading: 'RaktSetu in numbers',
      livesSaved: 'Lives Saved',
      activeDonors: 'Active Donors',
      emergencyRequests: 'Emergency Requests',
      citiesCovered: 'Cities Covered',
    },
    features: {
      heading: 'Support for every step of care',
      intro:
        'Life with Thalassemia means regular transfusions, sudden emergencies and questions at any hour. RaktSetu is built around all three.',
      sos: {
        title: 'Emergency SOS Network',
        description: 'One tap alerts compatible donors within 15 km of you, day or night, and shows you who accepted.',
      },
      carebot: {
        title: 'Thalassemia CareBot',
        description:
          'An AI companion that explains transfusions, iron overload and chelation in plain language, any time. It supports your care team and never replaces it.',
      },
      rewards: {
        title: 'Donor Rewards Program',
        description:
          'Donors receive non-cash rewards from partner businesses as a thank-you. Donors never ask for money: paying for blood is illegal in India.',
      },
      network: {
        title: 'Smart Donor Network',
        description:
          'Requests are matched to donors by blood-group compatibility and distance, so the right donors nearby hear first.',
      },
    },
    steps: {
      heading: 'How it works',
      intro: 'From sign-up to a safe transfusion in four steps.',
      stepLabel: 'Step {{number}}',
      signUp: {
        title: 'Sign Up & Verify',
        description: 'Create your account as a patient, caregiver or donor and verify your email address.',
      },
      request: {
        title: 'Request Blood',
        description: 'Raise a request with blood group, component, units and hospital, or send an SOS in an emergency.',
      },
      connect: {
        title: 'Get Connected',
        description: 'Compatible donors nearby are alerted and can accept in one tap. You see who responded.',
      },
      save: {
        title: 'Save Lives',
        description:
          'The donor gives blood at your hospital or blood bank, where it is cross-matched before transfusion.',
      },
    },
    cta: {
      heading: 'Be the reason someone gets their next transfusion',
      body: 'A person with Thalassemia major may need blood every 2 to 4 weeks, for life. Join today as a donor, or as a patient or caregiver looking for support.',
    },
    footer: {
      about: 'RaktSetu connects Thalassemia patients in India with voluntary blood donors, blood banks and support.',
      platform: 'Platform',
      support: 'Support',
      legal: 'Legal',
      features: 'Features',
      howItWorks: 'How It Works',
      impact: 'Our Impact',
      getStarted: 'Get Started',
      contactSupport: 'Contact Support',
      reportProblem: 'Report a Problem',
      reportProblemSubject: 'Problem report',
      noPayment: 'No Payment for Blood',
      medicalDisclaimer: 'Medical Disclaimer',
      dataSources: 'Data Sources',
      noPaymentText:
        'Blood donation through RaktSetu is voluntary and unpaid. Donors never ask for money, and paying for blood is illegal in India. Licensed blood centres must give blood free to Thalassemia patients.',
      medicalDisclaimerText:
        'CareBot and health tips give general information, not medical advice. Always follow your doctor and blood bank.',
      attribution: 'Blood bank directory: data.gov.in (GODL-India). Place data © GeoNames, CC BY 4.0.',
      openSource: 'RaktSetu is open-source software.',
    },
  },
  pages: {
    login: {
      title: 'Sign In',
      heading: 'Sign in to RaktSetu',
      unavailable: 'Sign-in is not available yet.',
      createAccount: 'Create an account',
      forgotPassword: 'Forgot password?',
    },
    register: {
      title: 'Create Account',
      heading: 'Create your account',
      accountType: 'Account type: {{type}}',
      unavailable: 'Registration is not available yet.',
      switchToDonor: 'Register as a donor instead',
      switchToPatient: 'Register as a patient instead',
      haveAccount: 'Already have an account? Sign in',
    },
    forgotPassword: {
      title: 'Forgot Password',
      heading: 'Forgot your password?',
      unavailable: 'Password reset is not available yet.',
      backToSignIn: 'Back to sign in',
      createAccount: 'Create an account',
      contactSupport: 'Contact support',
    },
    resetPassword: {
      title: 'Reset Password',
      heading: 'Set a new password',
      unavailable: 'Password reset is not available yet.',
      backToSignIn: 'Back to sign in',
    },
    authCallback: {
      title: 'Signing In',
    },
    dashboard: {
      title: 'Dashboard',
      unavailable: 'The dashboard is not available yet.',
    },
    profile: {
      title: 'My Profile',
      unavailable: 'Your profile is not available yet.',
    },
    requests: {
      title: 'Blood Requests',
      headingPatient: 'My Blood Requests',
      headingDonor: 'Available Blood Requests',
      unavailable: 'Blood requests are not available yet.',
    },
    createRequest: {
      title: 'Create Blood Request',
      unavailable: 'Creating blood requests is not available yet.',
    },
    requestDetail: {
      title: 'Blood Request',
      unavailable: 'Request details are not available yet.',
    },
    sos: {
      title: 'Emergency SOS',
      unavailable: 'Emergency SOS is not available yet.',
      emergencyNumber: 'In a medical emergency, call 112 now.',
    },
    donors: {
      title: 'Find Donors',
      unavailable: 'Donor search is not available yet.',
    },
    bloodBanks: {
      title: 'Blood Bank Directory',
      unavailable: 'The blood bank directory is not available yet.',
    },
    carebot: {
      title: 'CareBot',
      unavailable: 'CareBot is not available yet.',
    },
    notifications: {
      title: 'Notifications',
      unavailable: 'Notifications are not available yet.',
    },
    coupons: {
      title: 'My Rewards & Coupons',
      unavailable: 'Rewards are not available yet.',
    },
    couponsOld: {
      title: 'My Coupons',
      unavailable: 'Coupons are not available yet.',
    },
    settings: {
      title: 'Settings',
      unavailable: 'Settings are not available yet.',
    },
    help: {
      title: 'Help & Support',
      unavailable: 'Help articles are not available yet.',
      emailSupport: 'Email {{email}}',
    },
    history: {
      title: 'History',
      unavailable: 'Your history is not available yet.',
    },
    healthTips: {
      title: 'Health Tips',
      unavailable: 'Health tips are not available yet.',
    },
  },
  carebotWidget: {
    open: 'Open CareBot',
    close: 'Close CareBot',
    title: 'CareBot',
    subtitle: 'Your AI health assistant',
    unavailable: 'CareBot is not available yet.',
    openFullPage: 'Open the full CareBot page',
  },
};

export default en;
export type Resources = typeof en;
