/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Party_AcceptedInputs */

const en_dash_party_accepted = /** @type {(inputs: Dash_Party_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party accepted. It is listed on your center's page once it is verified.`)
};

const de_dash_party_accepted = /** @type {(inputs: Dash_Party_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party angenommen. Sie erscheint auf der Seite deines Centers, sobald sie geprüft ist.`)
};

const fr_dash_party_accepted = /** @type {(inputs: Dash_Party_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party acceptée. Elle apparaîtra sur la page de votre centre une fois vérifiée.`)
};

const es_dash_party_accepted = /** @type {(inputs: Dash_Party_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party aceptada. Aparecerá en la página de tu centro cuando esté verificada.`)
};

const pt_br2_dash_party_accepted = /** @type {(inputs: Dash_Party_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party aceita. Ela aparece na página do seu centro assim que for verificada.`)
};

const ja_dash_party_accepted = /** @type {(inputs: Dash_Party_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パーティーを承認しました。確認が済むとセンターのページに掲載されます。`)
};

const ko_dash_party_accepted = /** @type {(inputs: Dash_Party_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파티를 수락했습니다. 확인이 끝나면 센터 페이지에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Party accepted. It is listed on your center's page once it is verified." |
*
* @param {Dash_Party_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_party_accepted = /** @type {((inputs?: Dash_Party_AcceptedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Party_AcceptedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_party_accepted(inputs)
	if (locale === "fr") return fr_dash_party_accepted(inputs)
	if (locale === "es") return es_dash_party_accepted(inputs)
	if (locale === "pt-BR") return pt_br2_dash_party_accepted(inputs)
	if (locale === "ja") return ja_dash_party_accepted(inputs)
	if (locale === "ko") return ko_dash_party_accepted(inputs)
	return en_dash_party_accepted(inputs)
});