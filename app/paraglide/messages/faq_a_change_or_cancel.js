/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_A_Change_Or_CancelInputs */

const en_faq_a_change_or_cancel = /** @type {(inputs: Faq_A_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. Plans are billed monthly and you manage them from your dashboard. If you cancel, your plan stays active until the end of the current billing period. Questions? Write to our team and we will answer within 1-2 business days.`)
};

const de_faq_a_change_or_cancel = /** @type {(inputs: Faq_A_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja. Tarife werden monatlich abgerechnet, und Sie verwalten sie in Ihrem Dashboard. Wenn Sie kündigen, bleibt Ihr Tarif bis zum Ende des laufenden Abrechnungszeitraums aktiv. Fragen? Schreiben Sie unserem Team, wir antworten innerhalb von 1–2 Werktagen.`)
};

const fr_faq_a_change_or_cancel = /** @type {(inputs: Faq_A_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. Les formules sont facturées chaque mois et vous les gérez depuis votre tableau de bord. Si vous résiliez, votre formule reste active jusqu’à la fin de la période de facturation en cours. Des questions ? Écrivez à notre équipe, nous répondons sous 1 à 2 jours ouvrés.`)
};

const es_faq_a_change_or_cancel = /** @type {(inputs: Faq_A_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí. Los planes se facturan mensualmente y los gestionas desde tu panel. Si cancelas, tu plan sigue activo hasta el final del periodo de facturación actual. ¿Dudas? Escribe a nuestro equipo y te responderemos en 1-2 días hábiles.`)
};

const pt_br2_faq_a_change_or_cancel = /** @type {(inputs: Faq_A_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim. Os planos são cobrados mensalmente e você os gerencia no seu painel. Se cancelar, seu plano continua ativo até o fim do período de cobrança atual. Dúvidas? Escreva para a nossa equipe e responderemos em 1 a 2 dias úteis.`)
};

const ja_faq_a_change_or_cancel = /** @type {(inputs: Faq_A_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`はい。プランは月単位で請求され、ダッシュボードから管理できます。解約した場合も、現在の請求期間の終わりまでプランは有効です。ご質問はチームまでお寄せください。1～2営業日以内にお返事します。`)
};

const ko_faq_a_change_or_cancel = /** @type {(inputs: Faq_A_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네. 요금제는 매월 청구되며 대시보드에서 관리할 수 있습니다. 해지해도 현재 결제 기간이 끝날 때까지 요금제가 유지됩니다. 궁금한 점이 있으면 저희 팀에 문의해 주세요. 영업일 기준 1~2일 안에 답변드립니다.`)
};

/**
* | output |
* | --- |
* | "Yes. Plans are billed monthly and you manage them from your dashboard. If you cancel, your plan stays active until the end of the current billing period. Que..." |
*
* @param {Faq_A_Change_Or_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_change_or_cancel = /** @type {((inputs?: Faq_A_Change_Or_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_A_Change_Or_CancelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_a_change_or_cancel(inputs)
	if (locale === "fr") return fr_faq_a_change_or_cancel(inputs)
	if (locale === "es") return es_faq_a_change_or_cancel(inputs)
	if (locale === "pt-BR") return pt_br2_faq_a_change_or_cancel(inputs)
	if (locale === "ja") return ja_faq_a_change_or_cancel(inputs)
	if (locale === "ko") return ko_faq_a_change_or_cancel(inputs)
	return en_faq_a_change_or_cancel(inputs)
});