/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Err_Not_HiddenInputs */

const en_arv_err_not_hidden = /** @type {(inputs: Arv_Err_Not_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a hidden review can be restored.`)
};

const de_arv_err_not_hidden = /** @type {(inputs: Arv_Err_Not_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur eine ausgeblendete Bewertung kann wiederhergestellt werden.`)
};

const fr_arv_err_not_hidden = /** @type {(inputs: Arv_Err_Not_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul un avis masqué peut être rétabli.`)
};

const es_arv_err_not_hidden = /** @type {(inputs: Arv_Err_Not_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se puede restaurar una reseña oculta.`)
};

const pt_br2_arv_err_not_hidden = /** @type {(inputs: Arv_Err_Not_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só uma avaliação oculta pode ser restaurada.`)
};

const ja_arv_err_not_hidden = /** @type {(inputs: Arv_Err_Not_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`復元できるのは非表示のレビューだけです。`)
};

const ko_arv_err_not_hidden = /** @type {(inputs: Arv_Err_Not_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`숨겨진 리뷰만 복원할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Only a hidden review can be restored." |
*
* @param {Arv_Err_Not_HiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_not_hidden = /** @type {((inputs?: Arv_Err_Not_HiddenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Err_Not_HiddenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_err_not_hidden(inputs)
	if (locale === "fr") return fr_arv_err_not_hidden(inputs)
	if (locale === "es") return es_arv_err_not_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_arv_err_not_hidden(inputs)
	if (locale === "ja") return ja_arv_err_not_hidden(inputs)
	if (locale === "ko") return ko_arv_err_not_hidden(inputs)
	return en_arv_err_not_hidden(inputs)
});