/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Stats_P3Inputs */

const en_prv_stats_p3 = /** @type {(inputs: Prv_Stats_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily totals are kept for 25 months, then only monthly totals. Owners see their own listings' totals on their dashboard and in a monthly e-mail they can switch off; our administrators see totals across the whole network.`)
};

const de_prv_stats_p3 = /** @type {(inputs: Prv_Stats_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagessummen werden 25 Monate aufbewahrt, danach nur noch Monatssummen. Betreiber sehen die Summen ihrer eigenen Einträge im Dashboard und in einer monatlichen E-Mail, die sie abbestellen können; unsere Administratoren sehen die Summen für das gesamte Netzwerk.`)
};

const fr_prv_stats_p3 = /** @type {(inputs: Prv_Stats_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les totaux journaliers sont conservés 25 mois, puis seulement les totaux mensuels. Les propriétaires voient les totaux de leurs propres fiches dans leur tableau de bord et dans un e-mail mensuel qu’ils peuvent désactiver ; nos administrateurs voient les totaux de l’ensemble du réseau.`)
};

const es_prv_stats_p3 = /** @type {(inputs: Prv_Stats_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los totales diarios se guardan 25 meses; después, solo los totales mensuales. Los propietarios ven los totales de sus propias fichas en su panel y en un correo mensual que pueden desactivar; nuestros administradores ven los totales de toda la red.`)
};

const pt_br2_prv_stats_p3 = /** @type {(inputs: Prv_Stats_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os totais diários são mantidos por 25 meses; depois, apenas os totais mensais. Os donos veem os totais dos próprios anúncios no painel e em um e-mail mensal que podem desativar; nossos administradores veem os totais de toda a rede.`)
};

const ja_prv_stats_p3 = /** @type {(inputs: Prv_Stats_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日ごとの合計は25か月間保存し、その後は月ごとの合計のみを残します。オーナーは自分の掲載の合計をダッシュボードと、配信停止できる月次メールで確認できます。管理者はネットワーク全体の合計を確認できます。`)
};

const ko_prv_stats_p3 = /** @type {(inputs: Prv_Stats_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`일별 합계는 25개월간 보관하고 그 이후에는 월별 합계만 남깁니다. 운영자는 자신의 등록 정보 합계를 대시보드와 수신 해제할 수 있는 월간 이메일에서 확인하며, 관리자는 네트워크 전체의 합계를 봅니다.`)
};

/**
* | output |
* | --- |
* | "Daily totals are kept for 25 months, then only monthly totals. Owners see their own listings' totals on their dashboard and in a monthly e-mail they can swit..." |
*
* @param {Prv_Stats_P3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_stats_p3 = /** @type {((inputs?: Prv_Stats_P3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Stats_P3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_stats_p3(inputs)
	if (locale === "fr") return fr_prv_stats_p3(inputs)
	if (locale === "es") return es_prv_stats_p3(inputs)
	if (locale === "pt-BR") return pt_br2_prv_stats_p3(inputs)
	if (locale === "ja") return ja_prv_stats_p3(inputs)
	if (locale === "ko") return ko_prv_stats_p3(inputs)
	return en_prv_stats_p3(inputs)
});