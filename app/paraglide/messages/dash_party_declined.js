/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Party_DeclinedInputs */

const en_dash_party_declined = /** @type {(inputs: Dash_Party_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party declined. It is not listed on your center's page.`)
};

const de_dash_party_declined = /** @type {(inputs: Dash_Party_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party abgelehnt. Sie erscheint nicht auf der Seite deines Centers.`)
};

const fr_dash_party_declined = /** @type {(inputs: Dash_Party_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party refusée. Elle n'apparaît pas sur la page de votre centre.`)
};

const es_dash_party_declined = /** @type {(inputs: Dash_Party_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party rechazada. No aparece en la página de tu centro.`)
};

const pt_br2_dash_party_declined = /** @type {(inputs: Dash_Party_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party recusada. Ela não aparece na página do seu centro.`)
};

const ja_dash_party_declined = /** @type {(inputs: Dash_Party_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パーティーを辞退しました。センターのページには掲載されません。`)
};

const ko_dash_party_declined = /** @type {(inputs: Dash_Party_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파티를 거절했습니다. 센터 페이지에 표시되지 않습니다.`)
};

/**
* | output |
* | --- |
* | "Party declined. It is not listed on your center's page." |
*
* @param {Dash_Party_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_party_declined = /** @type {((inputs?: Dash_Party_DeclinedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Party_DeclinedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_party_declined(inputs)
	if (locale === "fr") return fr_dash_party_declined(inputs)
	if (locale === "es") return es_dash_party_declined(inputs)
	if (locale === "pt-BR") return pt_br2_dash_party_declined(inputs)
	if (locale === "ja") return ja_dash_party_declined(inputs)
	if (locale === "ko") return ko_dash_party_declined(inputs)
	return en_dash_party_declined(inputs)
});