/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Err_Publish_HiddenInputs */

const en_arv_err_publish_hidden = /** @type {(inputs: Arv_Err_Publish_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This review is hidden. Use Restore to show it again.`)
};

const de_arv_err_publish_hidden = /** @type {(inputs: Arv_Err_Publish_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung ist ausgeblendet. Mit Wiederherstellen wird sie wieder angezeigt.`)
};

const fr_arv_err_publish_hidden = /** @type {(inputs: Arv_Err_Publish_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet avis est masqué. Utilisez Rétablir pour l'afficher à nouveau.`)
};

const es_arv_err_publish_hidden = /** @type {(inputs: Arv_Err_Publish_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta reseña está oculta. Usa Restaurar para volver a mostrarla.`)
};

const pt_br2_arv_err_publish_hidden = /** @type {(inputs: Arv_Err_Publish_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta avaliação está oculta. Use Restaurar para mostrá-la novamente.`)
};

const ja_arv_err_publish_hidden = /** @type {(inputs: Arv_Err_Publish_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このレビューは非表示です。再び表示するには「復元する」を使ってください。`)
};

const ko_arv_err_publish_hidden = /** @type {(inputs: Arv_Err_Publish_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 리뷰는 숨겨져 있습니다. 다시 표시하려면 복원을 사용하세요.`)
};

/**
* | output |
* | --- |
* | "This review is hidden. Use Restore to show it again." |
*
* @param {Arv_Err_Publish_HiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_publish_hidden = /** @type {((inputs?: Arv_Err_Publish_HiddenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Err_Publish_HiddenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_err_publish_hidden(inputs)
	if (locale === "fr") return fr_arv_err_publish_hidden(inputs)
	if (locale === "es") return es_arv_err_publish_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_arv_err_publish_hidden(inputs)
	if (locale === "ja") return ja_arv_err_publish_hidden(inputs)
	if (locale === "ko") return ko_arv_err_publish_hidden(inputs)
	return en_arv_err_publish_hidden(inputs)
});