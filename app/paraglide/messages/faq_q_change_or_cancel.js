/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Q_Change_Or_CancelInputs */

const en_faq_q_change_or_cancel = /** @type {(inputs: Faq_Q_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I change or cancel my plan later?`)
};

const de_faq_q_change_or_cancel = /** @type {(inputs: Faq_Q_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kann ich meinen Tarif später ändern oder kündigen?`)
};

const fr_faq_q_change_or_cancel = /** @type {(inputs: Faq_Q_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je changer ou résilier ma formule plus tard ?`)
};

const es_faq_q_change_or_cancel = /** @type {(inputs: Faq_Q_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Puedo cambiar o cancelar mi plan más adelante?`)
};

const pt_br2_faq_q_change_or_cancel = /** @type {(inputs: Faq_Q_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posso mudar ou cancelar meu plano depois?`)
};

const ja_faq_q_change_or_cancel = /** @type {(inputs: Faq_Q_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`後からプランを変更・解約できますか？`)
};

const ko_faq_q_change_or_cancel = /** @type {(inputs: Faq_Q_Change_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`나중에 요금제를 변경하거나 해지할 수 있나요?`)
};

/**
* | output |
* | --- |
* | "Can I change or cancel my plan later?" |
*
* @param {Faq_Q_Change_Or_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_change_or_cancel = /** @type {((inputs?: Faq_Q_Change_Or_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Q_Change_Or_CancelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_q_change_or_cancel(inputs)
	if (locale === "fr") return fr_faq_q_change_or_cancel(inputs)
	if (locale === "es") return es_faq_q_change_or_cancel(inputs)
	if (locale === "pt-BR") return pt_br2_faq_q_change_or_cancel(inputs)
	if (locale === "ja") return ja_faq_q_change_or_cancel(inputs)
	if (locale === "ko") return ko_faq_q_change_or_cancel(inputs)
	return en_faq_q_change_or_cancel(inputs)
});