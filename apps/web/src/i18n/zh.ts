import type { Translation } from './en';

/** Simplified Chinese texts; the type keeps the keys in step with en.ts. */
export const zh: Translation = {
  app: {
    name: 'Rosette Beauty',
    tagline: '美发、美容与健康',
    home_link: 'Rosette Beauty 首页',
    copyright: '© {{year}} Rosette Beauty 版权所有',
  },
  a11y: {
    skip_to_content: '跳到主要内容',
    main_navigation: '主导航',
    account_navigation: '账户',
    loading_account: '正在加载您的账户',
    loading: '加载中',
  },
  common: {
    retry: '重试',
    close: '关闭',
    back_home: '返回首页',
    shop_more: '查看更多',
    read_more: '阅读更多',
    coming_soon: '即将推出',
    ok: '确定',
    refresh: '刷新',
    load_error: '内容加载失败，请检查网络连接后重试。',
    page_error_title: '无法显示此页面',
    page_error_text: '打开此页面时出了点问题，重新加载通常可以解决。',
    reload: '重新加载',
  },
  language: {
    label: '语言',
    en: 'English',
    zh: '中文',
  },
  header: {
    points: '{{count}} 积分',
    vouchers: '{{count}} 张优惠券',
    my_profile: '我的资料',
    product_review: '商品评价',
    salon_review: '沙龙发型师评价',
    profile_menu: '我的账户',
    next_appointment: '下次预约：{{date}}',
    make_appointment: '立即预约',
    login: '登录',
    signup: '注册',
    logout: '退出登录',
    greeting: '您好，{{name}}',
    welcome: '欢迎光临 Rosette Beauty',
    search_label: '搜索商品',
    search_placeholder: '搜索商品和品牌',
    search_submit: '搜索',
    get_the_app: '下载 App',
    our_stores: '我们的门店',
    my_order: '我的订单',
    wishlist: '心愿单',
    cart: '购物车',
    cart_count: '购物车中有 {{count}} 件商品',
    open_menu: '打开菜单',
    menu: '菜单',
    categories: '商品分类',
    all_in_category: '全部{{name}}',
    subcategories_of: '{{name}}子分类',
  },
  footer: {
    categories: '按分类选购',
    help: '帮助与信息',
    terms_of_use: '使用条款',
    privacy_policy: '隐私政策',
    email_us: '发送邮件',
    our_stores: '我们的门店',
    get_the_app: '下载 App',
  },
  badges: {
    android_kicker: '下载于',
    android_store: 'Google Play',
    ios_kicker: '下载于',
    ios_store: 'App Store',
    huawei_kicker: '下载于',
    huawei_store: '华为应用市场',
    opens_new_window: '（在新窗口中打开）',
  },
  home: {
    title: '美发、美容与健康',
    promotions: '促销活动',
    slide: '第 {{index}} 张，共 {{count}} 张',
    go_to_slide: '显示第 {{index}} 张',
    previous_slide: '上一张',
    next_slide: '下一张',
    pause: '暂停轮播',
    play: '播放轮播',
    flash_deals: '限时抢购',
    ends_in: '距结束',
    best_sellers: '畅销精选',
    hot_deals: '热门优惠',
    magazine: '美妆杂志',
    shop_more_flash: '查看更多限时抢购',
    shop_more_hot: '查看更多热门优惠',
    read_more_article: '阅读更多：{{title}}',
    empty_title: '新优惠即将上线',
    empty_text: '目前暂无促销活动。您可以先逛逛商品分类，或稍后再来看看。',
    empty_action: '选购{{name}}',
  },
  product: {
    sold_out: '已售罄',
    partner_only: '合作伙伴专享',
    partner_price: '合作伙伴价',
    discount: '-{{percent}}%',
    discount_label: '优惠 {{percent}}%',
    price: '价格',
    original_price: '原价',
    rating: '评分 {{rating}} 分（满分 5 分）',
    review_count: '（{{count}}）',
    review_count_label_one: '{{count}} 条评价',
    review_count_label_other: '{{count}} 条评价',
  },
  category: {
    description: '这里将列出该分类的商品，并提供品牌筛选和排序。',
    subcategories: '子分类',
    all: '全部',
    not_found: '找不到该分类。',
  },
  search: {
    title: '“{{term}}”的搜索结果',
    description: '这里将列出与您的搜索相匹配的商品。',
  },
  legal: {
    terms_of_service: '服务条款',
    agent_terms_of_service: '合作伙伴服务条款',
    privacy_policy: '隐私政策',
    unavailable: '该文件暂时无法查看。',
  },
  not_found: {
    title: '页面不存在',
  },
  dialogs: {
    login_title: '登录',
    signup_title: '注册',
    forgot_title: '忘记密码',
    multiple_login_title: '您已被登出',
    accounts_coming: '登录功能将随账户功能一同推出，敬请期待。',
    signup_coming: '注册功能将随账户功能一同推出，敬请期待。会员每次下单都可获得积分和优惠券。',
    forgot_coming: '通过短信验证码重置密码的功能将随账户功能一同推出。',
    forgot_password: '忘记密码？',
    no_account: '还没有账户？',
    have_account: '已有账户？',
    back_to_login: '返回登录',
  },
  toast: {
    region: '通知',
    dismiss: '关闭通知',
    language_changed: '语言已切换为中文',
  },
  pages: {
    'article-list': {
      title: '美妆杂志',
      description: '这里将陈列发型师分享的美容技巧、教程和资讯。',
    },
    'article-detail': {
      title: '文章',
      description: '这里将显示完整的文章和配图。',
    },
    'product-flash-deals': {
      title: '限时抢购',
      description: '这里将列出今日限时抢购的全部商品及剩余时间。',
    },
    'product-hot-deals': {
      title: '热门优惠',
      description: '这里将列出当前所有热门优惠商品，并可筛选和排序。',
    },
    'product-best-seller': {
      title: '畅销精选',
      description: '这里将列出该畅销系列的商品。',
    },
    'product-detail': {
      title: '商品详情',
      description: '这里将显示该商品的图片、价格、规格、评价和加入购物车按钮。',
    },
    'product-wish-list': {
      title: '心愿单',
      description: '这里将显示您收藏的商品及其库存情况。',
    },
    'product-agent-deals': {
      title: '合作伙伴专享',
      description: '这里将列出合作伙伴专享的商品和价格。',
    },
    'order-dashboard': {
      title: '我的订单',
      description: '这里将按状态显示您的订单：待付款、待发货、待收货、已送达、已完成、已取消和退货退款。',
    },
    'order-list': {
      title: '订单列表',
      description: '这里将按时间倒序列出该状态下的订单。',
    },
    'order-cart': {
      title: '购物车',
      description: '这里将显示购物车中的商品、数量、优惠券和订单摘要。',
    },
    'order-check-out': {
      title: '结算',
      description: '您将在这里选择收货地址、配送日期、积分抵扣并完成付款。',
    },
    'order-delivery': {
      title: '配送信息',
      description: '这里将显示该订单的物流跟踪和配送时间。',
    },
    'order-detail': {
      title: '订单详情',
      description: '这里将显示该订单的商品、付款、配送信息和可执行的操作。',
    },
    'order-refund': {
      title: '退货/退款',
      description: '您将在这里为该商品申请退货或退款，并填写原因和上传照片。',
    },
    'order-return-pickup': {
      title: '退货取件',
      description: '您将在这里选择快递上门取件的时间。',
    },
    'order-return-pickup-address': {
      title: '取件地址',
      description: '您将在这里选择快递上门取件的地址。',
    },
    'order-address-book': {
      title: '地址簿',
      description: '这里将列出用于该订单的收货地址和账单地址。',
    },
    'order-add-address': {
      title: '新增地址',
      description: '这里将提供新增收货地址的表单。',
    },
    'order-edit-address': {
      title: '编辑地址',
      description: '这里将提供修改该地址的表单。',
    },
    'order-payment-success': {
      title: '付款成功',
      description: '这里将确认您的付款并说明后续流程。',
    },
    'order-pay': {
      title: '付款',
      description: '您将在这里用银行卡或其他可用方式为该订单付款。',
    },
    'appointment-make-appointment': {
      title: '预约服务',
      description: '您将在这里选择门店、发型师、日期、时间和服务项目。',
    },
    'appointment-my-appointment': {
      title: '我的预约',
      description: '这里将列出您即将到来和过去的门店预约。',
    },
    'appointment-detail': {
      title: '预约详情',
      description: '这里将显示该预约的门店、发型师、时间和服务项目。',
    },
    'appointment-edit-appointment': {
      title: '修改预约',
      description: '您将在这里修改该预约的日期、时间或服务项目。',
    },
    'appointment-complete': {
      title: '预约成功',
      description: '这里将确认您的预约，并显示日期和门店。',
    },
    'agent-dashboard': {
      title: '合作伙伴中心',
      description: '这里将显示您作为合作伙伴的等级、团队、返现和收益。',
    },
    'member-transaction-history': {
      title: '成员交易记录',
      description: '这里将列出该团队成员为您带来返现的消费记录。',
    },
    'agent-convert-point': {
      title: '兑换积分',
      description: '您将在这里按当前比例把返现兑换为积分。',
    },
    'agent-convert-point-complete': {
      title: '积分兑换成功',
      description: '这里将确认您的积分兑换。',
    },
    'agent-transfer-to-bank': {
      title: '提现到银行',
      description: '您将在这里把返现提取到已保存的银行账户。',
    },
    'agent-add-bank-account': {
      title: '添加银行账户',
      description: '您将在这里保存用于提现的银行账户。',
    },
    'agent-one-time-transfer': {
      title: '单次转账',
      description: '您将在这里提现到一个不保存的银行账户。',
    },
    'agent-transfer-to-bank-complete': {
      title: '提现申请成功',
      description: '这里将确认您的提现申请及到账时间。',
    },
    'salon-listing': {
      title: '我们的门店',
      description: '这里将列出各门店的地址、营业时间和与您的距离。',
    },
    'salon-review': {
      title: '门店评价',
      description: '这里将显示顾客对该门店的评价。',
    },
    'product-review': {
      title: '商品评价',
      description: '这里将列出待评价的商品和您已发表的评价。',
    },
    'product-review-write': {
      title: '发表评价',
      description: '您将在这里为商品评分，并填写评论、上传最多 4 张照片。',
    },
    'salon-stylist-review-list': {
      title: '门店与发型师评价',
      description: '这里将列出待评价的到店消费和您已发表的评价。',
    },
    'salon-stylist-review-new': {
      title: '评价本次到店',
      description: '您将在这里为本次到店的门店和发型师评分。',
    },
    'salon-stylist-review-write': {
      title: '填写评价',
      description: '您将在这里按各项标准评分，并填写评论、上传照片。',
    },
    'salon-stylist-review-complete': {
      title: '感谢您的评价',
      description: '这里将确认您的评价已提交。',
    },
    profile: {
      title: '我的资料',
      description: '这里将显示您的个人资料、密码、语言和通知设置。',
    },
    'profile-address-book': {
      title: '地址簿',
      description: '这里将列出您保存的地址以及默认收货和账单地址。',
    },
    'profile-add-address': {
      title: '新增地址',
      description: '这里将提供新增地址的表单。',
    },
    'profile-edit-address': {
      title: '编辑地址',
      description: '这里将提供修改该地址的表单。',
    },
    wallet: {
      title: '我的钱包',
      description: '这里将显示您的积分、优惠券及其记录。',
    },
    'wallet-voucher-details': {
      title: '优惠券详情',
      description: '这里将显示该优惠券的内容、适用范围和有效期。',
    },
    'wallet-point-transfer': {
      title: '转赠积分',
      description: '您将在这里把积分转赠给其他会员。',
    },
    'wallet-point-transfer-complete': {
      title: '积分转赠成功',
      description: '这里将确认您的积分转赠。',
    },
  },
};
