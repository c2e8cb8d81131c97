/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_Found_TextInputs */

const en_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't find the page you were looking for. It may have moved.`)
};

const de_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir konnten die gesuchte Seite nicht finden. Vielleicht wurde sie verschoben.`)
};

const fr_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé la page demandée. Elle a peut-être été déplacée.`)
};

const es_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos la página que buscabas. Puede que se haya movido.`)
};

const pt_br2_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não encontramos a página que você procurava. Ela pode ter sido movida.`)
};

const ja_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お探しのページが見つかりませんでした。移動した可能性があります。`)
};

const ko_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`찾으시는 페이지를 찾을 수 없습니다. 이동되었을 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "We couldn't find the page you were looking for. It may have moved." |
*
* @param {Error_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_not_found_text = /** @type {((inputs?: Error_Not_Found_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_not_found_text(inputs)
	if (locale === "fr") return fr_error_not_found_text(inputs)
	if (locale === "es") return es_error_not_found_text(inputs)
	if (locale === "pt-BR") return pt_br2_error_not_found_text(inputs)
	if (locale === "ja") return ja_error_not_found_text(inputs)
	if (locale === "ko") return ko_error_not_found_text(inputs)
	return en_error_not_found_text(inputs)
});