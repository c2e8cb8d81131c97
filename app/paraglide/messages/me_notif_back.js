/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Notif_BackInputs */

const en_me_notif_back = /** @type {(inputs: Me_Notif_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to my page`)
};

const de_me_notif_back = /** @type {(inputs: Me_Notif_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Zurück zu meiner Seite`)
};

const fr_me_notif_back = /** @type {(inputs: Me_Notif_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Retour à ma page`)
};

const es_me_notif_back = /** @type {(inputs: Me_Notif_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Volver a mi página`)
};

const pt_br2_me_notif_back = /** @type {(inputs: Me_Notif_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Voltar para minha página`)
};

const ja_me_notif_back = /** @type {(inputs: Me_Notif_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← マイページに戻る`)
};

const ko_me_notif_back = /** @type {(inputs: Me_Notif_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← 마이 페이지로 돌아가기`)
};

/**
* | output |
* | --- |
* | "← Back to my page" |
*
* @param {Me_Notif_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notif_back = /** @type {((inputs?: Me_Notif_BackInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Notif_BackInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_notif_back(inputs)
	if (locale === "fr") return fr_me_notif_back(inputs)
	if (locale === "es") return es_me_notif_back(inputs)
	if (locale === "pt-BR") return pt_br2_me_notif_back(inputs)
	if (locale === "ja") return ja_me_notif_back(inputs)
	if (locale === "ko") return ko_me_notif_back(inputs)
	return en_me_notif_back(inputs)
});