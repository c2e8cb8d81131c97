/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Att_BackInputs */

const en_att_back = /** @type {(inputs: Att_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to Dashboard`)
};

const de_att_back = /** @type {(inputs: Att_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Zurück zum Dashboard`)
};

const fr_att_back = /** @type {(inputs: Att_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Retour au tableau de bord`)
};

const es_att_back = /** @type {(inputs: Att_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Volver al panel`)
};

const pt_br2_att_back = /** @type {(inputs: Att_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Voltar ao painel`)
};

const ja_att_back = /** @type {(inputs: Att_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← ダッシュボードに戻る`)
};

const ko_att_back = /** @type {(inputs: Att_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← 대시보드로 돌아가기`)
};

/**
* | output |
* | --- |
* | "← Back to Dashboard" |
*
* @param {Att_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_back = /** @type {((inputs?: Att_BackInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_BackInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_back(inputs)
	if (locale === "fr") return fr_att_back(inputs)
	if (locale === "es") return es_att_back(inputs)
	if (locale === "pt-BR") return pt_br2_att_back(inputs)
	if (locale === "ja") return ja_att_back(inputs)
	if (locale === "ko") return ko_att_back(inputs)
	return en_att_back(inputs)
});