/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Unavailable_TextInputs */

const en_error_unavailable_text = /** @type {(inputs: Error_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can't reach our database right now. Please try again in a few moments.`)
};

const de_error_unavailable_text = /** @type {(inputs: Error_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir erreichen unsere Datenbank gerade nicht. Bitte versuchen Sie es in wenigen Augenblicken erneut.`)
};

const fr_error_unavailable_text = /** @type {(inputs: Error_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre base de données est injoignable pour le moment. Veuillez réessayer dans quelques instants.`)
};

const es_error_unavailable_text = /** @type {(inputs: Error_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No podemos acceder a nuestra base de datos ahora mismo. Inténtalo de nuevo en unos momentos.`)
};

const pt_br2_error_unavailable_text = /** @type {(inputs: Error_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não conseguimos acessar nosso banco de dados agora. Tente novamente em alguns instantes.`)
};

const ja_error_unavailable_text = /** @type {(inputs: Error_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在データベースに接続できません。しばらくしてからもう一度お試しください。`)
};

const ko_error_unavailable_text = /** @type {(inputs: Error_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지금은 데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.`)
};

/**
* | output |
* | --- |
* | "We can't reach our database right now. Please try again in a few moments." |
*
* @param {Error_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_unavailable_text = /** @type {((inputs?: Error_Unavailable_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Unavailable_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_unavailable_text(inputs)
	if (locale === "fr") return fr_error_unavailable_text(inputs)
	if (locale === "es") return es_error_unavailable_text(inputs)
	if (locale === "pt-BR") return pt_br2_error_unavailable_text(inputs)
	if (locale === "ja") return ja_error_unavailable_text(inputs)
	if (locale === "ko") return ko_error_unavailable_text(inputs)
	return en_error_unavailable_text(inputs)
});