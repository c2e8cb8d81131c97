/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Q_Setup_TimeInputs */

const en_faq_q_setup_time = /** @type {(inputs: Faq_Q_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long does it take to set up the game library?`)
};

const de_faq_q_setup_time = /** @type {(inputs: Faq_Q_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie lange dauert die Einrichtung der Spielebibliothek?`)
};

const fr_faq_q_setup_time = /** @type {(inputs: Faq_Q_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de temps faut-il pour installer la ludothèque ?`)
};

const es_faq_q_setup_time = /** @type {(inputs: Faq_Q_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cuánto se tarda en instalar la biblioteca de juegos?`)
};

const pt_br2_faq_q_setup_time = /** @type {(inputs: Faq_Q_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quanto tempo leva para configurar a biblioteca de jogos?`)
};

const ja_faq_q_setup_time = /** @type {(inputs: Faq_Q_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームライブラリの導入にはどのくらいかかりますか？`)
};

const ko_faq_q_setup_time = /** @type {(inputs: Faq_Q_Setup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 라이브러리 설치에는 얼마나 걸리나요?`)
};

/**
* | output |
* | --- |
* | "How long does it take to set up the game library?" |
*
* @param {Faq_Q_Setup_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_setup_time = /** @type {((inputs?: Faq_Q_Setup_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Q_Setup_TimeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_q_setup_time(inputs)
	if (locale === "fr") return fr_faq_q_setup_time(inputs)
	if (locale === "es") return es_faq_q_setup_time(inputs)
	if (locale === "pt-BR") return pt_br2_faq_q_setup_time(inputs)
	if (locale === "ja") return ja_faq_q_setup_time(inputs)
	if (locale === "ko") return ko_faq_q_setup_time(inputs)
	return en_faq_q_setup_time(inputs)
});