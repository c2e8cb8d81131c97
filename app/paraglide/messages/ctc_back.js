/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_BackInputs */

const en_ctc_back = /** @type {(inputs: Ctc_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to Dashboard`)
};

const de_ctc_back = /** @type {(inputs: Ctc_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Zurück zum Dashboard`)
};

const fr_ctc_back = /** @type {(inputs: Ctc_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Retour au tableau de bord`)
};

const es_ctc_back = /** @type {(inputs: Ctc_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Volver al panel`)
};

const pt_br2_ctc_back = /** @type {(inputs: Ctc_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Voltar ao painel`)
};

const ja_ctc_back = /** @type {(inputs: Ctc_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← ダッシュボードに戻る`)
};

const ko_ctc_back = /** @type {(inputs: Ctc_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← 대시보드로 돌아가기`)
};

/**
* | output |
* | --- |
* | "← Back to Dashboard" |
*
* @param {Ctc_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_back = /** @type {((inputs?: Ctc_BackInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_BackInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_back(inputs)
	if (locale === "fr") return fr_ctc_back(inputs)
	if (locale === "es") return es_ctc_back(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_back(inputs)
	if (locale === "ja") return ja_ctc_back(inputs)
	if (locale === "ko") return ko_ctc_back(inputs)
	return en_ctc_back(inputs)
});