/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Venue_AcceptedInputs */

const en_own_venue_accepted = /** @type {(inputs: Own_Venue_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted: listed on your center's page once our team verifies the party`)
};

const de_own_venue_accepted = /** @type {(inputs: Own_Venue_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angenommen: erscheint auf der Seite deines Centers, sobald unser Team die Party geprüft hat`)
};

const fr_own_venue_accepted = /** @type {(inputs: Own_Venue_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceptée : affichée sur la page de votre centre dès que notre équipe aura vérifié la LAN party`)
};

const es_own_venue_accepted = /** @type {(inputs: Own_Venue_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptada: aparecerá en la página de tu centro cuando nuestro equipo verifique la fiesta`)
};

const pt_br2_own_venue_accepted = /** @type {(inputs: Own_Venue_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceita: aparece na página do seu centro assim que nossa equipe verificar a party`)
};

const ja_own_venue_accepted = /** @type {(inputs: Own_Venue_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`承認済み：チームがパーティーを確認すると、センターのページに掲載されます`)
};

const ko_own_venue_accepted = /** @type {(inputs: Own_Venue_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`수락됨: 팀이 파티를 확인하면 센터 페이지에 표시됩니다`)
};

/**
* | output |
* | --- |
* | "Accepted: listed on your center's page once our team verifies the party" |
*
* @param {Own_Venue_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_venue_accepted = /** @type {((inputs?: Own_Venue_AcceptedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Venue_AcceptedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_venue_accepted(inputs)
	if (locale === "fr") return fr_own_venue_accepted(inputs)
	if (locale === "es") return es_own_venue_accepted(inputs)
	if (locale === "pt-BR") return pt_br2_own_venue_accepted(inputs)
	if (locale === "ja") return ja_own_venue_accepted(inputs)
	if (locale === "ko") return ko_own_venue_accepted(inputs)
	return en_own_venue_accepted(inputs)
});